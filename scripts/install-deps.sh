#!/usr/bin/env bash
# Installs the Debian 12 packages L-MARS Desktop needs to build and test. Safe to run repeatedly:
# when everything is already installed it does nothing (and needs no network).
set -euo pipefail

packages=(
  build-essential cmake ninja-build ccache pkg-config git
  qt6-base-dev qt6-base-dev-tools libqt6concurrent6
  libcurl4-openssl-dev libsqlite3-dev nlohmann-json3-dev
  libpoppler-qt6-dev libzip-dev libgumbo-dev
  libcpp-httplib-dev
  libcmark-gfm-dev libcmark-gfm-extensions-dev
  qt6-webengine-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  qtkeychain-qt6-dev xvfb xauth fonts-dejavu-core
  fonts-noto-cjk # Chinese text measured with real glyphs (test_ui_text_walk), not fallback boxes
  desktop-file-utils appstream poppler-utils python3
  ca-certificates
  openssl # tests: throwaway certificate authorities (tests/support/TestCertificates.h)
  postgresql postgresql-contrib libpq-dev postgresql-15-rum
  libstemmer-dev
  libeigen3-dev # core/dense: the randomized SVD of the local dense channel (header-only Eigen 3)
  libhnswlib-dev # core/dense: the approximate nearest-neighbour index of large libraries (header-only HNSW, Apache-2.0)
  libxapian-dev # tests/bench only: the Xapian candidate of issue 17
  libicu-dev # ICU's charset detector for text without a declared encoding (core/parse/CharsetDetector)
  libtesseract-dev tesseract-ocr-eng tesseract-ocr-deu # OCR of scanned pages and images (core/parse/OcrEngine)
  libqpdf-dev # PDF text outside the crop box: qpdf widens it to the media box (core/parse/PdfPageBoxes)
  # tests: LibreOffice reads our .docx back (test_answer_docx); 90 MB download, 279 MB installed,
  # about 8 s per test run for two conversions
  libreoffice-writer-nogui
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
