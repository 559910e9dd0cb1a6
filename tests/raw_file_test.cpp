// Raw results files (report/raw_file.h): what a run writes must read back field for field, a cut
// run must read as cut, and a damaged or newer file must be refused naming the line, never misread.
#include "report/raw_file.h"

#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace vktexel {
namespace {

std::string tempPath(const std::string& name) {
  return ::testing::TempDir() + "vktexel_raw_" + name;
}

RawFileHeader header() {
  RawFileHeader h;
  h.build = "0.1 (commit 0123456789ab)";
  h.properties = {{"device.name", "llvmpipe (LLVM 15.0.6, 256 bits)"}, {"limits.subTexelPrecisionBits", "8"}};
  h.seed = 42;
  h.modelFaults = {"ignore_offset"};
  h.baseline = "/x/expected/lavapipe";
  return h;
}

RawCaseRecord ran() {
  RawCaseRecord r;
  r.name = "tld4.2d.r8_unorm.16x8.comp_r";
  r.outcome = Outcome::Fail;
  r.message = "a\ttab and a\nnewline";
  r.probes = 2;
  r.inputs = "00112233445566ff";
  r.batch = "123.4";
  r.bits = {{0, 0x3f800000u, 0xffffffffu, 1}, {0x80000000u, 0x7fc00000u, 0, 0xdeadbeefu}};
  r.oneHotProbes = {1};
  r.oneHotBits = {{1, 2, 3, 4}};
  return r;
}

RawCaseRecord notRun() {
  RawCaseRecord r;
  r.name = "ld.2d.astc_4x4_unorm_block.17x9.level0";
  r.outcome = Outcome::NotSupported;
  r.message = "format astc_4x4_unorm_block: no SAMPLED_IMAGE";
  r.probes = 9;
  r.inputs = "ffeeddccbbaa9988";
  return r;
}

void write(const std::string& path, bool complete) {
  RawFileWriter w(path, header());
  w.add(ran());
  w.add(notRun());
  w.finish(complete);
}

void writeText(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

TEST(RawFile, RoundTripKeepsEveryField) {
  const std::string path = tempPath("round_trip.gz");
  write(path, true);
  const RawFile f = readRawFile(path);
  EXPECT_TRUE(f.complete);
  EXPECT_EQ(f.header.version, kRawFormatVersion);
  EXPECT_EQ(f.header.build, header().build);
  EXPECT_EQ(f.header.properties, header().properties);
  EXPECT_EQ(f.header.property("limits.subTexelPrecisionBits"), "8");
  EXPECT_EQ(f.header.property("absent"), "");
  EXPECT_EQ(f.header.seed, 42u);
  EXPECT_EQ(f.header.modelFaults, header().modelFaults);
  EXPECT_EQ(f.header.baseline, header().baseline);
  ASSERT_EQ(f.cases.size(), 2u);
  const RawCaseRecord& a = f.cases[0];
  EXPECT_EQ(a.name, ran().name);
  EXPECT_EQ(a.outcome, Outcome::Fail);
  EXPECT_EQ(a.message, ran().message);
  EXPECT_EQ(a.inputs, ran().inputs);
  EXPECT_EQ(a.batch, ran().batch);
  EXPECT_EQ(a.bits, ran().bits);
  EXPECT_EQ(a.oneHotProbes, ran().oneHotProbes);
  EXPECT_EQ(a.oneHotBits, ran().oneHotBits);
  const RawCaseRecord& b = f.cases[1];
  EXPECT_EQ(b.outcome, Outcome::NotSupported);
  EXPECT_EQ(b.probes, 9u);
  EXPECT_TRUE(b.bits.empty());
  EXPECT_EQ(b.batch, "");
}

TEST(RawFile, IsAGzipStreamOfText) {
  const std::string path = tempPath("gzip.gz");
  write(path, true);
  gzFile gz = gzopen(path.c_str(), "rb");
  ASSERT_TRUE(gz);
  EXPECT_FALSE(gzdirect(gz));  // packed, not plain text
  gzclose(gz);
  const std::string text = rawFileText(path);
  EXPECT_EQ(text.rfind("vktexel-raw 1\n", 0), 0u);
  EXPECT_NE(text.find("\n0 3f800000 ffffffff 1\n"), std::string::npos);  // hex words, no leading zeros
  EXPECT_NE(text.find("\nend\t2\n"), std::string::npos);
}

TEST(RawFile, PlainTextReadsAsPacked) {
  const std::string packed = tempPath("plain.gz"), plain = tempPath("plain.txt");
  write(packed, true);
  std::string text = rawFileText(packed);
  text.insert(text.find('\n') + 1, "# a comment line, as a hand edit may leave\n");
  writeText(plain, text);
  const RawFile f = readRawFile(plain);
  EXPECT_EQ(f.cases.size(), 2u);
  EXPECT_EQ(f.cases[0].bits, ran().bits);
}

TEST(RawFile, ACutRunHasNoEndLine) {
  const std::string path = tempPath("cut.gz");
  write(path, false);
  const RawFile f = readRawFile(path);
  EXPECT_FALSE(f.complete);
  EXPECT_EQ(f.cases.size(), 2u);
}

// Issue 65, item 5: a gzip stream cut short, or missing only its 8-byte trailer, is a damaged file,
// never read as a run cut short; an empty file is named empty.
TEST(RawFile, TruncatedStreamsAndEmptyFilesAreNamed) {
  const std::string path = tempPath("whole.gz");
  write(path, true);
  const auto size = std::filesystem::file_size(path);
  for (const std::uintmax_t cut : {std::uintmax_t(8), size / 2}) {
    const std::string damaged = tempPath("damaged.gz");
    std::filesystem::copy_file(path, damaged, std::filesystem::copy_options::overwrite_existing);
    std::filesystem::resize_file(damaged, size - cut);
    try {
      (void)readRawFile(damaged);
      FAIL() << "read a gzip stream without its last " << cut << " bytes";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("a damaged gzip stream"), std::string::npos) << e.what();
    }
  }
  const std::string empty = tempPath("empty.gz");
  writeText(empty, "");
  try {
    (void)readRawFile(empty);
    FAIL() << "read an empty file";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("is empty"), std::string::npos) << e.what();
  }
}

// Wrong-answer twins: each damaged file is refused with its line, never read as something else.
void expectRefused(const std::string& text, const std::string& message) {
  const std::string path = tempPath("bad.txt");
  writeText(path, text);
  try {
    (void)readRawFile(path);
    FAIL() << "read a damaged file: " << message;
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(message), std::string::npos) << e.what();
  }
}

TEST(RawFile, DamagedFilesAreRefusedWithTheirLine) {
  const std::string start = "vktexel-raw 1\nbuild\tx\n";
  expectRefused("vktexel-raw 2\n", "format version 2, but this vktexel reads versions 1 to 1");
  expectRefused("case,Status\n", ":1: not a vktexel raw results file");
  expectRefused(start + "case\tc\tPass\t1\t-\t-\t\nbits\t1\n1 2 3\n",
                ":5: a probe's result must be four hex words");
  expectRefused(start + "case\tc\tPass\t1\t-\t-\t\nbits\t1\n1 2 3 4 5\n", ":5: a probe's result");
  expectRefused(start + "case\tc\tPass\t1\t-\t-\t\nbits\t1\n1 2 3 g\n", ":5: a probe's result");
  expectRefused(start + "case\tc\tPass\t1\t-\t-\t\nbits\t1\n1 2 3 100000000\n", ":5: a probe's result");
  expectRefused(start + "case\tc\tPass\t2\t-\t-\t\nbits\t1\n1 2 3 4\n", ":4: c has 2 probes but 1 results");
  expectRefused(start + "case\tc\tPass\t1\t-\t-\t\nbits\t1\n", "ends inside a list of 1 results");
  expectRefused(start + "case\tc\tGood\t1\t-\t-\t\n", ":3: unknown outcome 'Good'");
  expectRefused(start + "case\tc\tPass\t1\t-\t-\t\nend\t2\n",
                ":4: the end line counts 2 cases, the file holds 1");
  expectRefused(start + "end\t0\ncase\tc\tPass\t1\t-\t-\t\n", ":4: a line after the end line");
  expectRefused(start + "bits\t1\n", ":3: 'bits' before any case line");
  // Two lists for one case: which would the rejudge judge? (issue 65, item 6)
  expectRefused(start + "case\tc\tPass\t1\t-\t-\t\nbits\t1\n1 2 3 4\nbits\t1\n1 2 3 4\n",
                ":6: a second 'bits' list for c");
  expectRefused(start + "colour\tred\n", ":3: unknown line 'colour'");
}

TEST(RawFile, PackRefusesWhatRejudgeWouldRefuse) {
  const std::string in = tempPath("pack_in.txt"), out = tempPath("pack_out.gz");
  writeText(in, "vktexel-raw 1\ncase\tc\tPass\t1\t-\t-\t\nbits\t1\n1 2 3\n");
  EXPECT_THROW(packRawFile(in, out), std::runtime_error);
  writeText(in, "vktexel-raw 1\ncase\tc\tPass\t1\t-\t-\t\nbits\t1\n1 2 3 4\nend\t1\n");
  packRawFile(in, out);
  EXPECT_EQ(readRawFile(out).cases.at(0).bits.at(0), (model::RawResult{1, 2, 3, 4}));
}

}  // namespace
}  // namespace vktexel
