// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextDecoder.h"

#include <QRegularExpression>
#include <QStringDecoder>

#include <array>

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
/// characters than invalid bytes), else Windows-1252.
QString decodeUtf8OrWindows1252(const QByteArray& bytes)
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
    return wide > replaced ? text : decodeWindows1252(bytes);
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
    int control = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const auto c = static_cast<unsigned char>(bytes.at(i));
        if (c == 0)
            return true;
        if (c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' && c != 0x1b)
            ++control;
    }
    return n > 0 && control * 20 > n; // more than 5 % control characters
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

Result<QString> TextDecoder::decodeText(const QByteArray& bytes)
{
    if (auto text = decodeByteOrderMark(bytes))
        return *text;
    if (auto text = decodeWide(bytes))
        return *text;
    if (looksBinary(bytes))
        return Error(ErrorKind::Usage, tr("The file is not text (it contains binary data)."));
    return decodeUtf8OrWindows1252(bytes);
}

Result<QString> TextDecoder::decodeHtml(const QByteArray& bytes)
{
    if (auto text = decodeByteOrderMark(bytes))
        return *text;
    if (auto text = decodeWide(bytes))
        return *text;
    if (looksBinary(bytes))
        return Error(ErrorKind::Usage, tr("The file is not text (it contains binary data)."));
    const QByteArray declared = declaredCharset(bytes);
    // A page readable as ASCII that declares UTF-16/32 is not in it (HTML: read it as UTF-8).
    if (!declared.isEmpty() && !declared.startsWith("utf-16") && !declared.startsWith("utf-32") &&
        !declared.startsWith("utf-8") && !declared.startsWith("utf8")) {
        if (declared == "iso-8859-1" || declared == "latin1" || declared == "us-ascii" || declared == "ascii" ||
            declared == "windows-1252")
            return decodeWindows1252(bytes);
        if (auto text = decodeWith(declared, bytes, true))
            return *text;
    }
    return decodeUtf8OrWindows1252(bytes);
}

} // namespace lmars::parse
