// SPDX-License-Identifier: GPL-3.0-or-later
// Text without a declared encoding: the real samples of ../shared/data/realcorpus/encodings
// (chardet's test corpus; each file's true encoding is the name of its folder) decode as their
// true encoding reads them, a doubtful guess is noted, stateful ISO-2022 decodes, and a few
// control characters do not make a text "binary".
#include "parse/TextDecoder.h"
#include "SharedData.h"
#include "parse/DocumentParser.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringEncoder>
#include <QTest>

using namespace lmars;
using parse::DecodedText;
using parse::TextDecoder;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The encoding a sample folder is named after: "windows-1251-russian" -> "windows-1251",
/// "iso-8859-7-greek" -> "iso-8859-7", "SHIFT_JIS" -> "SHIFT_JIS".
QByteArray trueEncoding(const QString& folder)
{
    static const QRegularExpression language(QStringLiteral("-[a-z]+$"));
    QString name = folder;
    if (!QStringDecoder(name.toLatin1().constData()).isValid())
        name.remove(language);
    return name.toLatin1();
}

/// Text for comparison: C0 controls but line ends as spaces, no byte-order mark.
QString comparable(QString text)
{
    static const QRegularExpression controls(QStringLiteral("[\\x{0}-\\x{8}\\x{b}\\x{e}-\\x{1f}]"));
    text.remove(QChar(0xFEFF));
    return text.replace(controls, QStringLiteral(" "));
}

} // namespace

class TextDecoderTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realSamplesDecodeAsTheirTrueEncoding()
    {
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus/encodings"));
        int total = 0;
        int right = 0;
        QStringList wrong;
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QByteArray encoding = trueEncoding(QFileInfo(path).dir().dirName());
            QStringDecoder reference(encoding.constData());
            QVERIFY2(reference.isValid(), encoding.constData());
            const QByteArray bytes = readAll(path);
            const QString expected = comparable(reference(bytes));
            QVERIFY2(!reference.hasError(), qPrintable(path));
            const bool html = path.endsWith(QLatin1String(".html"));
            const auto decoded =
                TextDecoder::decode(bytes, html ? TextDecoder::Markup::Html : TextDecoder::Markup::PlainText);
            QVERIFY2(decoded.ok(),
                     qPrintable(path + QStringLiteral(": ") + (decoded.ok() ? QString() : decoded.error().summary)));
            ++total;
            if (comparable(decoded->text) == expected) {
                ++right;
            } else {
                // Not silently garbled: a wrong reading says it is a guess.
                QVERIFY2(!decoded->note.isEmpty(),
                         qPrintable(path + QStringLiteral(" read as ") + QString::fromLatin1(decoded->encoding)));
                wrong << path;
            }
        }
        QVERIFY(total >= 10);
        qInfo("%d of %d samples decoded as their true encoding; wrong (with a note): %s", right, total,
              qPrintable(wrong.join(QStringLiteral(", "))));
        QVERIFY2(right * 100 >= total * 95, qPrintable(wrong.join(QStringLiteral(", "))));
    }

    void realChineseStatutesInLegacyEncodingsDecode()
    {
        // Real text (PRC statutes in ../shared/data/realcorpus/cn-laws) saved as GB18030 and
        // Big5, as a Chinese user's older files are, decode back to the same text.
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus/cn-laws"));
        QDirIterator it(root, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
        QString statutes;
        while (it.hasNext())
            statutes += QString::fromUtf8(readAll(it.next()));
        int checked = 0;
        // Passages of 400 characters, as short files (a letter, a clause) are.
        for (qsizetype from = 0; from + 400 <= statutes.size() && checked < 6; from += 400) {
            const QString original = statutes.mid(from, 400);
            for (const char* encoding : {"GB18030", "Big5"}) {
                QStringEncoder encoder(encoding);
                const QByteArray bytes = encoder(original);
                if (encoder.hasError())
                    continue; // a simplified character Big5 lacks
                const auto decoded = TextDecoder::decode(bytes, TextDecoder::Markup::PlainText);
                QVERIFY(decoded.ok());
                QCOMPARE(decoded->encoding.toUpper(), QByteArray(encoding).toUpper());
                QCOMPARE(comparable(decoded->text), comparable(original));
            }
            ++checked;
        }
        QVERIFY(checked >= 4);
    }

    void lowConfidenceGuessesAreNoted()
    {
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus/encodings"));
        const auto parsed =
            parse::DocumentParser::parse(QDir(root).filePath(QStringLiteral("windows-1251-russian/_ude_1.txt")));
        QVERIFY(parsed.ok());
        QVERIFY2(parsed->notes.contains(QStringLiteral("windows-1251")), qPrintable(parsed->notes));
        QVERIFY(parsed->text.contains(QStringLiteral("Москва")) || parsed->text.contains(QStringLiteral("России")) ||
                parsed->text.contains(QRegularExpression(QStringLiteral("[а-я]{5}"))));
        // A confident guess (Shift_JIS, 100) is not noted.
        const auto japanese = parse::DocumentParser::parse(QDir(root).filePath(QStringLiteral("SHIFT_JIS/_ude_1.txt")));
        QVERIFY(japanese.ok());
        QVERIFY2(japanese->notes.isEmpty(), qPrintable(japanese->notes));
    }

    void statefulIso2022Decodes()
    {
        // ISO-2022-KR (SO/SI shifts, an ESC $ ) C designation) was refused as binary.
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus/encodings"));
        const auto decoded = TextDecoder::decode(
            readAll(QDir(root).filePath(QStringLiteral("iso-2022-kr/_ude_iso1.txt"))), TextDecoder::Markup::PlainText);
        QVERIFY2(decoded.ok(), qPrintable((decoded.ok() ? QString() : decoded.error().summary)));
        QCOMPARE(decoded->encoding, QByteArray("ISO-2022-KR"));
        QVERIFY(decoded->text.contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]{2}"))));
        // ISO-2022-JP made here from Japanese text.
        QStringEncoder jis("ISO-2022-JP");
        const QString japanese =
            QStringLiteral("日本国憲法 第一条 天皇は、日本国の象徴であり日本国民統合の象徴であつて、"
                           "この地位は、主権の存する日本国民の総意に基く。");
        const auto jp = TextDecoder::decode(jis(japanese), TextDecoder::Markup::PlainText);
        QVERIFY2(jp.ok(), qPrintable((jp.ok() ? QString() : jp.error().summary)));
        QCOMPARE(jp->text, japanese);
    }

    void aFewControlCharactersAreNotBinary()
    {
        // 4 control characters in 75: text, with the controls as spaces.
        QByteArray text("Section 1.\x0b The tenant shall pay rent\x08 monthly.\x1a Notice\x07 is due by 30 days.");
        QCOMPARE(text.size(), 75);
        const auto decoded = TextDecoder::decodeText(text);
        QVERIFY2(decoded.ok(), qPrintable((decoded.ok() ? QString() : decoded.error().summary)));
        QVERIFY(decoded->contains(QStringLiteral("The tenant shall pay rent")));
        QVERIFY(!decoded->contains(QChar(0x1a)));
        // Binary stays binary: NUL bytes, or mostly control bytes.
        QVERIFY(!TextDecoder::decodeText(QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)).ok());
        QByteArray controls;
        for (int i = 0; i < 400; ++i)
            controls.append(static_cast<char>(1 + i % 8)).append("ab");
        QVERIFY(!TextDecoder::decodeText(controls).ok());
    }

    void controlsBlankedWhereverTheyAreAndLayoutKept()
    {
        // Every stray control becomes a space, the first and the last character included; tabs, line and
        // page breaks stay. Text without any comes back as it was.
        const QByteArray text("\x01Rent\tis due\r\n\x0bmonthly;\x0c notice\x1b[1m by 30 days.\x7f\x1f");
        const auto decoded = TextDecoder::decodeText(text);
        QVERIFY2(decoded.ok(), qPrintable((decoded.ok() ? QString() : decoded.error().summary)));
        QCOMPARE(decoded.value(), QStringLiteral(" Rent\tis due\r\n monthly;\f notice [1m by 30 days.\x7f "));
        const QByteArray plain("Rent\tis due\r\nmonthly;\f notice by 30 days.");
        QCOMPARE(TextDecoder::decodeText(plain).value(), QString::fromLatin1(plain));
        // An ESC that does not start an ISO-2022 designation ("\x1b[" is a terminal colour, one at the very
        // end has nothing after it) leaves UTF-8 text UTF-8.
        const QByteArray utf8Tail = QStringLiteral("Größe des Grundstücks\x1b").toUtf8();
        const auto tail = TextDecoder::decode(utf8Tail, TextDecoder::Markup::PlainText);
        QVERIFY(tail.ok());
        QCOMPARE(tail->encoding, QByteArray("UTF-8"));
        QCOMPARE(tail->text, QStringLiteral("Größe des Grundstücks "));
    }

    void undetectableLegacyTextIsNoted()
    {
        // Latin text whose high bytes no detector can place: read as Windows-1252, with a note.
        const QByteArray bytes("Z\xe1kon \xe8. 89/2012 Sb., ob\xe8\x61nsk\xfd z\xe1kon\xedk \xa7 2");
        const auto decoded = TextDecoder::decode(bytes, TextDecoder::Markup::PlainText);
        QVERIFY(decoded.ok());
        QVERIFY(decoded->text.contains(QStringLiteral("89/2012")));
        if (decoded->encoding.toLower() != "windows-1250")
            QVERIFY2(!decoded->note.isEmpty(), decoded->encoding.constData());
    }
};

QTEST_GUILESS_MAIN(TextDecoderTest)
#include "TextDecoderTest.moc"
