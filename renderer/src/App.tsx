export function App() {
  return (
    <main>
      <h1>Associate POS</h1>
    </main>
  );
}
