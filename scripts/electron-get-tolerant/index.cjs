// Used by electron's install.js through the `overrides` entry in the root package.json.
// Everything is the real @electron/get; only a failed binary download is turned into a warning,
// because without the binary the app still runs through the web host (`npm start` says so).
const real = require('electron-get-real');

function downloadArtifact(options) {
  return real.downloadArtifact(options).catch((error) => {
    console.warn(
      `[associate-pos] The Electron binary could not be downloaded (${error.message}).\n` +
        '[associate-pos] Installation continues: `npm start` will serve the app through the web host instead.',
    );
    process.exit(0);
  });
}

module.exports = { ...real, downloadArtifact };
