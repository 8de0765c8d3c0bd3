#!/usr/bin/env bash
# Runs a command inside a private network namespace, so nothing a test sends leaves the machine: loopback
# is up, and a veth pair (10.77.0.1/24 <-> 10.77.0.2/24, multicast routed over it) behaves like a store's
# WiFi for mDNS announcements and discovery of drawers and printers. Used by `npm test`.
# Needs Linux, root (or user namespaces) and `unshare`/`ip`; elsewhere the command runs as it is, with a note.
set -euo pipefail

if [ "${POS_PRIVATE_NETWORK:-}" = "1" ]; then
  exec "$@"
fi

if [ "$(uname -s)" = "Linux" ] && command -v unshare >/dev/null 2>&1 && command -v ip >/dev/null 2>&1 \
  && unshare -n true >/dev/null 2>&1; then
  export POS_PRIVATE_NETWORK=1
  exec unshare -n bash -c '
    set -e
    ip link set lo up
    ip link add v0 type veth peer name v1
    ip addr add 10.77.0.1/24 dev v0
    ip addr add 10.77.0.2/24 dev v1
    ip link set v0 up
    ip link set v1 up
    ip route add 224.0.0.0/4 dev v0
    exec "$@"
  ' in-private-network "$@"
fi

echo "note: no private network namespace here (needs Linux, unshare and ip as root); running on the host network." >&2
exec "$@"
