#!/usr/bin/env bash
# Guards adoption: a consumer package in a temporary folder outside the repository depends on KeyboardBroadcast the
# way the README's Installation section says, and uses a delegate, animateWithKeyboardProperties, a closure and the
# AsyncStream through the public API of the one product an app needs, KeyboardAnimation (`import KeyboardAnimation`
# only; it re-exports KeyboardBroadcast).
#
# - `.package(url:from:)`: the checkout's committed tree (git archive HEAD) becomes a temporary git repository tagged
#   with the newest release in CHANGELOG.md (its first `## X.Y.Z` heading); the consumer depends on it by file://
#   URL with `from: "X.Y.Z"`, must resolve to exactly that tag, builds (every import declared) and runs against a
#   simulated keyboard.
# - `.package(path:)`: the same consumer, pointed at the checkout (working tree) through a folder named
#   KeyboardBroadcast, builds and runs too.
# - Its library target is also compiled for iOS when scripts/build-for-ios.sh's shared SDK is there.
#
# The consumer's sources are in .ci/consumer. About a minute from clean on 2 cores, most of it the iOS build (two
# debug builds of the library of under 10 seconds each, in the consumers' own .build); 20 seconds once
# .build-ios-consumer exists. Every failure ends with a line saying which step failed.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs a step; if it fails, says which, and fails the check.
step() {
  local what=$1
  shift
  echo "== $what"
  "$@" || { echo "70-consumer: FAILED: $what"; exit 1; }
}

version=$(sed -n 's/^## \([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)\( .*\)\{0,1\}$/\1/p' CHANGELOG.md | head -1)
[ -n "$version" ] || { echo "70-consumer: FAILED: CHANGELOG.md has no '## X.Y.Z' release heading"; exit 1; }

# A consumer in $1, depending through the manifest line $2.
make_consumer() {
  cp -R "$repo/.ci/consumer" "$1"
  rm "$1/Package.swift.in"
  local dependency=$2
  sed "s|@KEYBOARD_BROADCAST_DEPENDENCY@|$dependency|" "$repo/.ci/consumer/Package.swift.in" >"$1/Package.swift"
}

# The release as a user's package manager sees it: a git repository whose tag is the version. Named
# KeyboardBroadcast.git, like the README's URL, since SwiftPM names a package after the last part of its URL.
remote="$work/remote/KeyboardBroadcast.git"
in_remote() {
  git -C "$remote" -c init.defaultBranch=main -c user.name=ci -c user.email=ci@localhost -c commit.gpgsign=false "$@"
}
# Called through `step`, where `set -e` does not apply: every command is chained.
make_release() {
  mkdir -p "$remote" && git archive --format=tar HEAD | tar -x -C "$remote" && in_remote init -q && in_remote add -A \
    && in_remote commit -q -m "KeyboardBroadcast $version" && in_remote tag "$version"
}
step "a git repository of the committed tree, tagged $version" make_release

consumer="$work/url/ConsumerApp"
mkdir -p "$work/url"
make_consumer "$consumer" ".package(url: \"file://$remote\", from: \"$version\")"
cd "$consumer"
# A private cache, so that runs do not pile up clones of temporary repositories in the user's.
cache=(--cache-path "$work/swiftpm-cache")
step "resolving .package(url: \"file://…/KeyboardBroadcast.git\", from: \"$version\")" \
  swift package "${cache[@]}" resolve
resolved=$(sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p' Package.resolved)
[ "$resolved" = "$version" ] || {
  echo "70-consumer: FAILED: from: \"$version\" resolved to '${resolved:-no version}', not the tag $version"
  exit 1
}
step "building the consumer (every module it imports declared)" \
  swift build "${cache[@]}" --explicit-target-dependency-import-check error
step "running the consumer against a simulated keyboard" swift run "${cache[@]}" --skip-build ConsumerCheck

# SwiftPM names a local package after its folder, so the checkout is reached as a folder named KeyboardBroadcast, as
# the README tells users to clone it.
mkdir -p "$work/path"
ln -s "$repo" "$work/path/KeyboardBroadcast"
make_consumer "$work/path/ConsumerApp" '.package(path: "../KeyboardBroadcast")'
cd "$work/path/ConsumerApp"
step "building the consumer with .package(path: \"../KeyboardBroadcast\")" \
  swift build --explicit-target-dependency-import-check error
step "running that consumer against a simulated keyboard" swift run --skip-build ConsumerCheck
cd "$consumer"

if [ -f "$repo/../shared/ios-sdk/make-swift-sdk.sh" ]; then
  eval "$(bash "$repo/../shared/ios-sdk/make-swift-sdk.sh")"
  # shellcheck disable=SC2086 # the options are several words by design
  step "the consumer's library for arm64-apple-ios13.0" \
    swift build $IOS_SWIFT_SDK_OPTIONS "${cache[@]}" --scratch-path "$repo/.build-ios-consumer" --target ChatFeature
fi
echo "70-consumer: KeyboardBroadcast $version by URL and by path, KeyboardAnimation alone, checked"
