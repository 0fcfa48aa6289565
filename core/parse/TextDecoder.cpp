// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextDecoder.h"

#include "parse/CharsetDetector.h"

#include <QRegularExpression>
#include <QStringDecoder>

#include <array>
#include <cstring>

namespace lmars::parse {

namespace {

struct ByteOrderMark
{
    const char* bytes;
    qsizetype size;
    const char* encoding;
};

// UTF-32LE before UTF-16LE: FF FE 00 00 starts with FF FE.
constexpr std::array<ByteOrderMark, 5> kByteOrderMarks = {{
    {"\xEF\xBB\xBF", 3, "UTF-8"},
    {"\xFF\xFE\x00\x00", 4, "UTF-32LE"},
    {"\x00\x00\xFE\xFF", 4, "UTF-32BE"},
    {"\xFF\xFE", 2, "UTF-16LE"},
    {"\xFE\xFF", 2, "UTF-16BE"},
}};

/// Decodes with a named encoding; nullopt when Qt does not know it or the bytes are invalid in it.
std::optional<QString> decodeWith(const QByteArray& name, QByteArrayView bytes, bool allowErrors = false)
{
    QStringDecoder decoder(name.constData());
    if (!decoder.isValid())
        return std::nullopt;
    QString text = decoder(bytes);
    if (decoder.hasError() && !allowErrors)
        return std::nullopt;
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

std::optional<QString> decodeByteOrderMark(const QByteArray& bytes)
{
    for (const ByteOrderMark& bom : kByteOrderMarks) {
        if (bytes.startsWith(QByteArrayView(bom.bytes, bom.size)))
            return decodeWith(QByteArray(bom.encoding), QByteArrayView(bytes).sliced(bom.size));
    }
    return std::nullopt;
}

/// Control characters (other than whitespace, form feed, escape) in decoded text, per mille.
int controlPerMille(const QString& text)
{
    const qsizetype n = std::min<qsizetype>(text.size(), 64 * 1024);
    if (n == 0)
        return 0;
    qsizetype control = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text.at(i).unicode();
        if ((c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0x1b) || c == 0)
            ++control;
    }
    return static_cast<int>(control * 1000 / n);
}

/// Windows-1252, which browsers use for pages labelled ISO-8859-1 or US-ASCII too.
QString decodeWindows1252(const QByteArray& bytes)
{
    if (auto text = decodeWith(QByteArrayLiteral("windows-1252"), bytes, true))
        return *text;
    QStringDecoder latin(QStringConverter::Latin1);
    return latin(bytes);
}

/// UTF-8 when the bytes are UTF-8 with at most a few bad sequences (more valid non-ASCII
/// characters than invalid bytes); nullopt otherwise.
std::optional<QString> decodeMostlyUtf8(const QByteArray& bytes)
{
    QStringDecoder utf8(QStringConverter::Utf8);
    QString text = utf8(bytes);
    if (!utf8.hasError())
        return text.startsWith(QChar(0xFEFF)) ? text.mid(1) : text;
    qsizetype replaced = 0;
    qsizetype wide = 0;
    for (const QChar c : std::as_const(text)) {
        if (c.unicode() == 0xFFFD)
            ++replaced;
        else if (c.unicode() >= 0x80)
            ++wide;
    }
    if (wide > replaced)
        return text;
    return std::nullopt;
}

bool isStateful(const QByteArray& name)
{
    return name.toUpper().startsWith("ISO-2022");
}

/// Bytes that switch a 7-bit stateful encoding (ISO-2022-JP/KR/CN) into another character set.
/// Looks for the rare ESC byte (memchr) and then at the byte after it: several times faster than
/// searching for the two-byte sequence, on every text file.
bool hasIso2022Escape(const QByteArray& bytes)
{
    for (qsizetype at = bytes.indexOf('\x1b'); at >= 0 && at + 1 < bytes.size(); at = bytes.indexOf('\x1b', at + 1)) {
        if (bytes.at(at + 1) == '$')
            return true;
    }
    return false;
}

/// Non-ASCII bytes per mille of the first 64 KB.
int nonAsciiPerMille(const QByteArray& bytes)
{
    const qsizetype n = std::min<qsizetype>(bytes.size(), 64 * 1024);
    if (n == 0)
        return 0;
    qsizetype high = 0;
    for (qsizetype i = 0; i < n; ++i)
        high += static_cast<unsigned char>(bytes.at(i)) >= 0x80 ? 1 : 0;
    return static_cast<int>(high * 1000 / n);
}

/// A C0 control character other than tab, line feed, form feed and carriage return. Written with
/// bitwise operators so that the loops that count them vectorise.
constexpr bool isStrayControl(char16_t c)
{
    return (c < 0x20) & (c != '\t') & (c != '\n') & (c != '\f') & (c != '\r');
}

/// C0 control characters other than tab, line feed, carriage return and form feed become spaces.
/// Text without any (nearly all of it) is returned as it came, without a copy.
QString blankControls(QString text)
{
    const auto* units = reinterpret_cast<const char16_t*>(text.constData());
    const qsizetype size = text.size();
    char16_t any = 0; // a 16-bit flag: the loop runs eight characters per instruction
    for (qsizetype i = 0; i < size; ++i)
        any |= isStrayControl(units[i]) ? 1 : 0;
    if (any == 0)
        return text;
    for (QChar& c : text) {
        if (isStrayControl(c.unicode()))
            c = QLatin1Char(' ');
    }
    return text;
}

std::optional<QString> decodeWide(const QByteArray& bytes)
{
    const QByteArray wide = TextDecoder::wideEncodingByZeros(bytes);
    if (wide.isEmpty())
        return std::nullopt;
    std::optional<QString> text = decodeWith(wide, bytes);
    if (!text || controlPerMille(*text) > 50)
        return std::nullopt;
    return text;
}

} // namespace

bool TextDecoder::looksBinary(const QByteArray& bytes)
{
    const qsizetype n = std::min<qsizetype>(bytes.size(), 64 * 1024);
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.constData());
    if (n > 0 && std::memchr(data, 0, static_cast<size_t>(n)))
        return true;
    qsizetype control = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = data[i];
        // SO/SI and ESC switch character sets in ISO-2022 text; form feeds and tabs are layout.
        control += (isStrayControl(c) & (c != 0x1b) & (c != 0x0e) & (c != 0x0f)) ? 1 : 0;
    }
    return control >= 32 && control * 10 > n;
}

QByteArray TextDecoder::wideEncodingByZeros(const QByteArray& bytes)
{
    const qsizetype n = std::min<qsizetype>(bytes.size(), 4096) & ~qsizetype(3);
    if (n < 8)
        return {};
    std::array<qsizetype, 4> zeros{};
    for (qsizetype i = 0; i < n; ++i) {
        if (bytes.at(i) == 0)
            ++zeros[static_cast<size_t>(i % 4)];
    }
    const qsizetype units32 = n / 4;
    // Mostly-ASCII UTF-32: three zero bytes in every code unit, the character byte rarely zero.
    if (zeros[1] * 10 >= units32 * 9 && zeros[2] * 10 >= units32 * 9) {
        if (zeros[3] * 10 >= units32 * 9 && zeros[0] * 10 < units32)
            return QByteArrayLiteral("utf-32le");
        if (zeros[0] * 10 >= units32 * 9 && zeros[3] * 10 < units32)
            return QByteArrayLiteral("utf-32be");
    }
    const qsizetype units16 = n / 2;
    const qsizetype evenZeros = zeros[0] + zeros[2];
    const qsizetype oddZeros = zeros[1] + zeros[3];
    // UTF-16 with a fair share of ASCII: zero high bytes on one side, almost none on the other.
    if (oddZeros * 10 >= units16 * 3 && evenZeros * 50 < units16)
        return QByteArrayLiteral("utf-16le");
    if (evenZeros * 10 >= units16 * 3 && oddZeros * 50 < units16)
        return QByteArrayLiteral("utf-16be");
    return {};
}

QByteArray TextDecoder::declaredCharset(const QByteArray& html)
{
    static const QRegularExpression charset(QStringLiteral(R"((?:charset|encoding)\s*=\s*["']?\s*([A-Za-z0-9_.:\-]+))"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QString head = QString::fromLatin1(html.left(1024));
    const QRegularExpressionMatch match = charset.match(head);
    return match.hasMatch() ? match.captured(1).toLower().toLatin1() : QByteArray();
}

Result<DecodedText> TextDecoder::decode(const QByteArray& bytes, Markup markup)
{
    if (auto text = decodeByteOrderMark(bytes))
        return DecodedText{blankControls(std::move(*text)), QByteArrayLiteral("UTF-8"), {}};
    if (auto text = decodeWide(bytes))
        return DecodedText{blankControls(std::move(*text)), wideEncodingByZeros(bytes).toUpper(), {}};
    if (looksBinary(bytes))
        return Error(ErrorKind::Usage, tr("The file is not text (it contains binary data)."));
    if (markup == Markup::Html) {
        const QByteArray declared = declaredCharset(bytes);
        // A page readable as ASCII that declares UTF-16/32 is not in it (HTML: read it as UTF-8).
        if (!declared.isEmpty() && !declared.startsWith("utf-16") && !declared.startsWith("utf-32") &&
            !declared.startsWith("utf-8") && !declared.startsWith("utf8")) {
            if (declared == "iso-8859-1" || declared == "latin1" || declared == "us-ascii" || declared == "ascii" ||
                declared == "windows-1252")
                return DecodedText{blankControls(decodeWindows1252(bytes)), QByteArrayLiteral("windows-1252"), {}};
            if (auto text = decodeWith(declared, bytes, true))
                return DecodedText{blankControls(std::move(*text)), declared, {}};
        }
    }
    const bool escapes = hasIso2022Escape(bytes);
    if (!escapes) {
        if (auto text = decodeMostlyUtf8(bytes))
            return DecodedText{blankControls(std::move(*text)), QByteArrayLiteral("UTF-8"), {}};
    }
    const QList<CharsetGuess> guesses = CharsetDetector::detect(bytes, markup == Markup::Html);
    for (const CharsetGuess& guess : guesses) {
        const QByteArray upper = guess.name.toUpper();
        if (upper.startsWith("UTF-16") || upper.startsWith("UTF-32") || upper == "UTF-8")
            continue; // recognised above when they fit
        if (isStateful(guess.name) != escapes)
            continue;
        std::optional<QString> text = decodeWith(guess.name, bytes);
        if (!text) {
            if (isStateful(guess.name))
                return Error(ErrorKind::Usage,
                             tr("The file is in the %1 encoding, which cannot be decoded here; save it as UTF-8 "
                                "and add it again.")
                                 .arg(QString::fromLatin1(guess.name)));
            continue;
        }
        QString note;
        // A Latin-1 guess on mostly-ASCII text changes a few characters at worst: not worth a note.
        const bool latin = upper == "ISO-8859-1" || upper == "WINDOWS-1252";
        if (guess.confidence < kConfidentGuess && !(latin && nonAsciiPerMille(bytes) < 10))
            note = tr("The text's encoding was guessed as %1 (confidence %2%); if it reads wrong, save the file "
                      "as UTF-8.")
                       .arg(QString::fromLatin1(guess.name))
                       .arg(guess.confidence);
        return DecodedText{blankControls(std::move(*text)), guess.name, note};
    }
    if (escapes)
        return Error(ErrorKind::Usage, tr("The file is in a stateful ISO-2022 encoding that could not be decoded; "
                                          "save it as UTF-8 and add it again."));
    const bool ascii = nonAsciiPerMille(bytes) == 0;
    return DecodedText{blankControls(decodeWindows1252(bytes)), QByteArrayLiteral("windows-1252"),
                       ascii ? QString()
                             : tr("The text's encoding could not be detected; it was read as Windows-1252, so "
                                  "accented or non-Latin letters may be wrong.")};
}

Result<QString> TextDecoder::decodeText(const QByteArray& bytes)
{
    Result<DecodedText> decoded = decode(bytes, Markup::PlainText);
    if (!decoded)
        return decoded.error();
    return std::move(decoded->text);
}

Result<QString> TextDecoder::decodeHtml(const QByteArray& bytes)
{
    Result<DecodedText> decoded = decode(bytes, Markup::Html);
    if (!decoded)
        return decoded.error();
    return std::move(decoded->text);
}

} // namespace lmars::parse
