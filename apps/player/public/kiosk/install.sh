#!/usr/bin/env bash
# Signage kiosk installer for Debian 12+ and Raspberry Pi OS (Bookworm or later).
#
# Turns the machine into a screen that runs itself: a dedicated user, Chromium in the cage Wayland
# kiosk compositor started by systemd on tty1, restarted when it dies or stops drawing (a watchdog
# fed by the player page), and the display switched off and on over HDMI-CEC with the screen's sleep
# hours. Served by every Signage server at /player/kiosk/install.sh:
#
#   curl -fsSL https://signage.example.com/player/kiosk/install.sh | sudo bash -s -- --url https://signage.example.com/player/
#
# Options:
#   --url URL      the player's address (required): https://<server>/player/
#   --user NAME    the account the kiosk runs as (default: signage-kiosk; created when missing)
#   --no-cec       never switch the display over HDMI-CEC
#   --uninstall    stop the kiosk and remove what this script installed (the user stays)
#   --root DIR     write every file under DIR and change nothing else (packages, users, services):
#                  for checking what would be installed
set -euo pipefail

url=""
kiosk_user="signage-kiosk"
cec="on"
root=""
uninstall=0

fail() {
  echo "signage kiosk: $*" >&2
  exit 2
}

while [ $# -gt 0 ]; do
  case "$1" in
    --url) url="${2:-}"; shift 2 ;;
    --url=*) url="${1#--url=}"; shift ;;
    --user) kiosk_user="${2:-}"; shift 2 ;;
    --no-cec) cec="off"; shift ;;
    --uninstall) uninstall=1; shift ;;
    --root) root="${2:-}"; shift 2 ;;
    -h | --help) sed -n '2,20p' "$0" 2>/dev/null || true; exit 0 ;;
    *) fail "unknown option: $1 (see --help)" ;;
  esac
done

if [ -z "$root" ] && [ "$(id -u)" -ne 0 ]; then
  fail "run me as root (sudo), or with --root DIR to only write the files"
fi
if [ -n "$root" ]; then
  mkdir -p "$root" || fail "cannot create $root"
  root="$(cd "$root" && pwd)"
fi

lib_dir="/usr/local/lib/signage-kiosk"
unit="/etc/systemd/system/signage-kiosk.service"
conf="/etc/signage-kiosk.conf"
pam="/etc/pam.d/signage-kiosk"
state_dir="/var/lib/signage-kiosk"

if [ "$uninstall" -eq 1 ]; then
  if [ -z "$root" ]; then
    systemctl disable --now signage-kiosk.service 2>/dev/null || true
  fi
  rm -f "$root$unit" "$root$conf" "$root$pam"
  rm -rf "${root:?}$lib_dir"
  if [ -z "$root" ]; then systemctl daemon-reload; fi
  echo "signage kiosk: removed (the user $kiosk_user and $state_dir stay)"
  exit 0
fi

case "$url" in
  https://*/* | http://*/*) ;;
  "") fail "--url is required, for example --url https://signage.example.com/player/" ;;
  *) fail "--url must be an http or https address of the player, for example https://signage.example.com/player/" ;;
esac
case "$url" in
  *[[:space:]\"\'\`\$\\]*) fail "--url must not contain spaces, quotes, backslashes or \$" ;;
esac
case "$kiosk_user" in
  [a-z_][a-z0-9_-]*) ;;
  *) fail "--user must be a plain account name (lower-case letters, digits, - and _)" ;;
esac

# The origin (scheme://host[:port]) of the player's address: a plain-http LAN server is treated as
# secure for it, so the service worker (offline start) and the wake lock work there.
origin="$(printf '%s' "$url" | sed -E 's#^(https?://[^/]+).*#\1#')"

if [ -z "$root" ]; then
  echo "signage kiosk: installing packages (cage, chromium, v4l-utils for cec-ctl, curl)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends cage v4l-utils curl ca-certificates >/dev/null
  # Debian calls it chromium; older Raspberry Pi OS releases chromium-browser.
  apt-get install -y -qq --no-install-recommends chromium >/dev/null 2>&1 ||
    apt-get install -y -qq --no-install-recommends chromium-browser >/dev/null
  if ! id "$kiosk_user" >/dev/null 2>&1; then
    useradd --system --create-home --home-dir "$state_dir" --shell /usr/sbin/nologin "$kiosk_user"
  fi
  for group in video render input audio; do
    getent group "$group" >/dev/null && usermod -aG "$group" "$kiosk_user"
  done
fi

mkdir -p "$root$lib_dir" "$root/etc/systemd/system" "$root/etc/pam.d"

cat >"$root$conf" <<EOF
# Signage kiosk settings (read by $unit; apply with: sudo systemctl restart signage-kiosk)
SIGNAGE_URL=$url
SIGNAGE_ORIGIN=$origin
# on: the display is switched off over HDMI-CEC while the screen sleeps, and on when it wakes
SIGNAGE_CEC=$cec
SIGNAGE_CEC_DEVICE=/dev/cec0
# Chromium's DevTools list, on loopback only: the watchdog reads the player page's heartbeat there
SIGNAGE_DEVTOOLS_PORT=9222
# Seconds between two looks at the heartbeat
SIGNAGE_CHECK_EVERY=10
EOF

# Only the session part of PAM is used (no password is ever asked): logind gives the user the seat
# and tty1, which cage needs to draw.
cat >"$root$pam" <<'EOF'
auth     required pam_unix.so nodelay
account  required pam_unix.so
session  required pam_unix.so
session  required pam_systemd.so
EOF

cat >"$root$lib_dir/kiosk-session" <<'SESSION'
#!/usr/bin/env bash
# Started by signage-kiosk.service: Chromium in cage, then the watchdog loop. The player page (opened
# with ?kiosk=1) writes "signage-kiosk beat=<n> state=<awake|sleeping>" into its title from a drawn
# frame every 5 s; the loop reads it from Chromium's DevTools list on loopback. A beat that moved feeds
# systemd's watchdog (WatchdogSec): a page that stops drawing stops feeding it, and systemd restarts the
# kiosk. When Chromium or cage exits, so does this script, and systemd starts it again.
set -u

url="${SIGNAGE_URL:?SIGNAGE_URL is not set}"
port="${SIGNAGE_DEVTOOLS_PORT:-9222}"
every="${SIGNAGE_CHECK_EVERY:-10}"
cec="${SIGNAGE_CEC:-on}"
cec_device="${SIGNAGE_CEC_DEVICE:-/dev/cec0}"
profile="${SIGNAGE_PROFILE_DIR:-/var/lib/signage-kiosk/chromium}"

case "$url" in
  *\?*) page="$url&kiosk=1" ;;
  *) page="$url?kiosk=1" ;;
esac

log() { echo "signage-kiosk: $*"; }

browser_command() {
  local chromium
  chromium="$(command -v chromium || command -v chromium-browser || echo chromium)"
  local flags=(
    --kiosk --noerrdialogs --disable-infobars --no-first-run
    --ozone-platform=wayland
    --autoplay-policy=no-user-gesture-required
    --disable-session-crashed-bubble "--disable-features=Translate,TranslateUI"
    --check-for-update-interval=31536000 --overscroll-history-navigation=0
    --disable-pinch --password-store=basic
    --user-data-dir="$profile"
    --remote-debugging-port="$port"
  )
  case "${SIGNAGE_ORIGIN:-}" in
    http://*) flags+=(--unsafely-treat-insecure-origin-as-secure="$SIGNAGE_ORIGIN") ;;
  esac
  exec cage -d -s -- "$chromium" "${flags[@]}" "$page"
}

display() {
  [ "$cec" = on ] || return 0
  command -v cec-ctl >/dev/null 2>&1 || return 0
  [ -e "$cec_device" ] || return 0
  case "$1" in
    setup) cec-ctl -d "$cec_device" --playback --osd-name Signage >/dev/null 2>&1 || log "HDMI-CEC: no answer from $cec_device" ;;
    sleeping) cec-ctl -d "$cec_device" --to 0 --standby >/dev/null 2>&1 || log "HDMI-CEC: standby not sent" ;;
    awake) cec-ctl -d "$cec_device" --to 0 --image-view-on >/dev/null 2>&1 || log "HDMI-CEC: power on not sent" ;;
  esac
}

# SIGNAGE_KIOSK_COMMAND replaces cage and Chromium (the installer's checks use it).
if [ -n "${SIGNAGE_KIOSK_COMMAND:-}" ]; then
  bash -c "$SIGNAGE_KIOSK_COMMAND" &
else
  browser_command &
fi
browser=$!
trap 'kill "$browser" 2>/dev/null; exit 0' TERM INT

display setup
last_beat=""
last_state=""
while kill -0 "$browser" 2>/dev/null; do
  title="$(curl -fsS --max-time 3 "http://127.0.0.1:$port/json/list" 2>/dev/null |
    grep -o 'signage-kiosk beat=[0-9]* state=[a-z]*' | head -n 1 || true)"
  beat="$(printf '%s' "$title" | sed -n 's/.*beat=\([0-9]*\).*/\1/p')"
  state="$(printf '%s' "$title" | sed -n 's/.*state=\([a-z]*\).*/\1/p')"
  if [ -n "$beat" ] && [ "$beat" != "$last_beat" ]; then
    systemd-notify WATCHDOG=1 || true
    last_beat="$beat"
  fi
  if [ -n "$state" ] && [ "$state" != "$last_state" ]; then
    log "the screen is $state"
    display "$state"
    last_state="$state"
  fi
  sleep "$every"
done
wait "$browser"
code=$?
log "the browser exited ($code); systemd starts it again"
exit $((code == 0 ? 1 : code))
SESSION
chmod 0755 "$root$lib_dir/kiosk-session"

cat >"$root$unit" <<EOF
# Signage kiosk: Chromium in the cage Wayland compositor on tty1 (installed by the Signage kiosk
# installer; settings in $conf).
[Unit]
Description=Signage player kiosk (Chromium in cage)
After=systemd-user-sessions.service plymouth-quit-wait.service network-online.target getty@tty1.service
Wants=network-online.target
Conflicts=getty@tty1.service

[Service]
Type=simple
User=$kiosk_user
PAMName=signage-kiosk
TTYPath=/dev/tty1
TTYReset=yes
TTYVHangup=yes
TTYVTDisallocate=yes
StandardInput=tty-fail
StandardOutput=journal
StandardError=journal
UtmpIdentifier=tty1
UtmpMode=user
EnvironmentFile=$conf
ExecStart=$lib_dir/kiosk-session
# Fed by the player page's heartbeat (every 10 s while it draws): a page that stopped drawing for 3
# minutes is restarted, and so is a browser that exited.
NotifyAccess=all
WatchdogSec=180
Restart=always
RestartSec=5

[Install]
WantedBy=graphical.target
EOF

if [ -n "$root" ]; then
  echo "signage kiosk: files written under $root"
  exit 0
fi

mkdir -p "$state_dir"
chown "$kiosk_user": "$state_dir"
systemctl daemon-reload
systemctl set-default graphical.target >/dev/null
systemctl enable signage-kiosk.service >/dev/null
systemctl restart signage-kiosk.service
echo "signage kiosk: installed. The screen now opens $url; pair it in the CMS under Screens → Add screen."
echo "Settings: $conf (then: sudo systemctl restart signage-kiosk). Log: journalctl -u signage-kiosk"
