#include "report/raw_file.h"

#include "report/results.h"
#include "run/result_wire.h"

#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace vktexel {
namespace {

constexpr const char* kMagic = "vktexel-raw ";

// A probe's four words, hex without leading zeros: "0 3f800000 0 1".
void appendBits(std::string& out, const model::RawResult& b) {
  char line[40];
  std::snprintf(line, sizeof line, "%x %x %x %x\n", b[0], b[1], b[2], b[3]);
  out += line;
}

void appendBitLines(std::string& out, const char* tag, const std::string& extra,
                    const std::vector<model::RawResult>& bits) {
  out += std::string(tag) + "\t" + (extra.empty() ? "" : extra + "\t") + std::to_string(bits.size()) + "\n";
  for (const model::RawResult& b : bits) appendBits(out, b);
}

std::string joinIndices(const std::vector<size_t>& v) {
  std::string s;
  for (size_t i : v) s += (s.empty() ? "" : ",") + std::to_string(i);
  return s;
}

// Reads text line by line, with the line number for messages.
class Lines {
 public:
  Lines(const std::string& text, const std::string& path) : text_(text), path_(path) {}
  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    size_t end = text_.find('\n', pos_);
    if (end == std::string::npos) end = text_.size();
    line = std::string_view(text_).substr(pos_, end - pos_);
    pos_ = end + 1;
    ++number_;
    return true;
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(path_ + ":" + std::to_string(number_) + ": " + what);
  }

 private:
  const std::string& text_;
  const std::string& path_;
  size_t pos_ = 0;
  size_t number_ = 0;
};

size_t count(const std::string& s, const Lines& lines) {
  if (s.empty() || s.size() > 12 || s.find_first_not_of("0123456789") != std::string::npos)
    lines.fail("'" + s + "' is no count");
  return size_t(std::stoull(s));
}

model::RawResult parseBits(std::string_view line, const Lines& lines) {
  model::RawResult b{};
  size_t word = 0, i = 0;
  while (word < 4) {
    while (i < line.size() && line[i] == ' ') ++i;
    uint64_t v = 0;
    size_t digits = 0;
    for (; i < line.size() && line[i] != ' '; ++i, ++digits) {
      const char c = line[i];
      const int d = c >= '0' && c <= '9'   ? c - '0'
                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                           : -1;
      if (d < 0) lines.fail("a probe's result must be four hex words, not '" + std::string(line) + "'");
      v = v << 4 | uint64_t(d);
    }
    if (digits == 0 || digits > 8)
      lines.fail("a probe's result must be four hex words, not '" + std::string(line) + "'");
    b[word++] = uint32_t(v);
  }
  while (i < line.size() && line[i] == ' ') ++i;
  if (i != line.size())
    lines.fail("a probe's result must be four hex words, not '" + std::string(line) + "'");
  return b;
}

std::vector<size_t> parseIndices(const std::string& s, const Lines& lines) {
  std::vector<size_t> v;
  for (size_t start = 0; start < s.size();) {
    size_t end = s.find(',', start);
    if (end == std::string::npos) end = s.size();
    v.push_back(count(s.substr(start, end - start), lines));
    start = end + 1;
  }
  return v;
}

// The next non-comment line, or false at the end.
bool nextLine(Lines& lines, std::string_view& line) {
  while (lines.next(line))
    if (!line.empty() && line[0] != '#') return true;
  return false;
}

std::vector<model::RawResult> readBitLines(Lines& lines, size_t n) {
  std::vector<model::RawResult> bits;
  bits.reserve(n);
  std::string_view line;
  for (size_t i = 0; i < n; ++i) {
    if (!nextLine(lines, line))
      lines.fail("the file ends inside a list of " + std::to_string(n) + " results");
    bits.push_back(parseBits(line, lines));
  }
  return bits;
}

std::string readAll(const std::string& path) {
  gzFile gz = gzopen(path.c_str(), "rb");  // plain text reads through unchanged
  if (!gz) throw std::runtime_error("cannot read " + path + ": " + std::strerror(errno));
  std::string text;
  char buffer[1 << 16];
  int n;
  while ((n = gzread(gz, buffer, sizeof buffer)) > 0) text.append(buffer, size_t(n));
  int error = Z_OK;
  const std::string message = gzerror(gz, &error);
  gzclose(gz);
  if (n < 0 && error != Z_BUF_ERROR) throw std::runtime_error("cannot read " + path + ": " + message);
  // zlib reads a stream cut short, or one without its trailer, as far as it goes and says
  // Z_BUF_ERROR: the file is damaged, not a run cut short (issue 65, item 5).
  if (error == Z_BUF_ERROR)
    throw std::runtime_error(
        path + ": a damaged gzip stream (it ends before its end and trailer: " + message + "); the " +
        std::to_string(text.size()) + " bytes before are not read as results");
  if (text.empty())
    throw std::runtime_error(path + " is empty: no raw results (a run stopped before its first line?)");
  return text;
}

}  // namespace

const std::string& RawFileHeader::property(const std::string& key) const {
  static const std::string none;
  for (const auto& [k, v] : properties)
    if (k == key) return v;
  return none;
}

std::string rawRecordText(const RawCaseRecord& r) {
  std::string out =
      "case\t" +
      joinFields({r.name, toString(r.outcome), std::to_string(r.probes), r.inputs.empty() ? "-" : r.inputs,
                  r.batch.empty() ? "-" : r.batch, r.message}) +
      "\n";
  if (!r.bits.empty()) appendBitLines(out, "bits", "", r.bits);
  if (!r.oneHotProbes.empty()) appendBitLines(out, "onehot", joinIndices(r.oneHotProbes), r.oneHotBits);
  return out;
}

RawFileWriter::RawFileWriter(const std::string& path, const RawFileHeader& h) : path_(path) {
  gz_ = gzopen(path.c_str(), "wb6");
  if (!gz_) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
  std::string text = kMagic + std::to_string(h.version) + "\n";
  text += "build\t" + escapeField(h.build) + "\n";
  for (const auto& [key, value] : h.properties) text += "property\t" + joinFields({key, value}) + "\n";
  text += "seed\t" + std::to_string(h.seed) + "\n";
  for (const std::string& f : h.modelFaults) text += "model-fault\t" + escapeField(f) + "\n";
  if (!h.baseline.empty()) text += "baseline\t" + escapeField(h.baseline) + "\n";
  write(text);
}

RawFileWriter::~RawFileWriter() {
  if (gz_) gzclose(static_cast<gzFile>(gz_));
}

void RawFileWriter::write(const std::string& text) {
  if (!gz_) throw std::logic_error("raw results file " + path_ + " written after finish()");
  if (gzwrite(static_cast<gzFile>(gz_), text.data(), unsigned(text.size())) != int(text.size()))
    throw std::runtime_error("cannot write " + path_);
}

void RawFileWriter::add(const RawCaseRecord& record) {
  write(rawRecordText(record));
  ++cases_;
}

void RawFileWriter::finish(bool complete) {
  if (complete) write("end\t" + std::to_string(cases_) + "\n");
  const int closed = gzclose(static_cast<gzFile>(gz_));
  gz_ = nullptr;
  if (closed != Z_OK) throw std::runtime_error("cannot write " + path_);
}

RawFile readRawFile(const std::string& path) {
  const std::string text = readAll(path);
  Lines lines(text, path);
  RawFile file;
  std::string_view line;
  if (!lines.next(line) || line.substr(0, std::strlen(kMagic)) != kMagic)
    lines.fail("not a vktexel raw results file (the first line must read 'vktexel-raw VERSION')");
  file.header.version = uint32_t(count(std::string(line.substr(std::strlen(kMagic))), lines));
  if (file.header.version == 0 || file.header.version > kRawFormatVersion)
    lines.fail("format version " + std::to_string(file.header.version) +
               ", but this vktexel reads versions 1 to " + std::to_string(kRawFormatVersion));
  size_t ended = SIZE_MAX;
  while (nextLine(lines, line)) {
    if (ended != SIZE_MAX) lines.fail("a line after the end line");
    const std::vector<std::string> f = splitFields(std::string(line));
    const std::string& tag = f[0];
    const auto fields = [&](size_t n) {
      if (f.size() != n) lines.fail("'" + tag + "' needs " + std::to_string(n - 1) + " tab-separated fields");
    };
    if (tag == "build") {
      fields(2);
      file.header.build = f[1];
    } else if (tag == "property") {
      fields(3);
      file.header.properties.emplace_back(f[1], f[2]);
    } else if (tag == "seed") {
      fields(2);
      file.header.seed = uint32_t(count(f[1], lines));
    } else if (tag == "model-fault") {
      fields(2);
      file.header.modelFaults.push_back(f[1]);
    } else if (tag == "baseline") {
      fields(2);
      file.header.baseline = f[1];
    } else if (tag == "case") {
      fields(7);
      RawCaseRecord r;
      r.name = f[1];
      if (!parseOutcome(f[2], &r.outcome)) lines.fail("unknown outcome '" + f[2] + "'");
      r.probes = count(f[3], lines);
      r.inputs = f[4] == "-" ? "" : f[4];
      r.batch = f[5] == "-" ? "" : f[5];
      r.message = f[6];
      file.cases.push_back(std::move(r));
    } else if (tag == "bits" || tag == "onehot") {
      if (file.cases.empty()) lines.fail("'" + tag + "' before any case line");
      RawCaseRecord& r = file.cases.back();
      if (tag == "bits") {
        fields(2);
        if (!r.bits.empty()) lines.fail("a second 'bits' list for " + r.name);
        const size_t n = count(f[1], lines);
        if (n != r.probes)
          lines.fail(r.name + " has " + std::to_string(r.probes) + " probes but " + std::to_string(n) +
                     " results");
        r.bits = readBitLines(lines, n);
      } else {
        fields(3);
        r.oneHotProbes = parseIndices(f[1], lines);
        r.oneHotBits = readBitLines(lines, count(f[2], lines));
      }
    } else if (tag == "end") {
      fields(2);
      ended = count(f[1], lines);
      if (ended != file.cases.size())
        lines.fail("the end line counts " + std::to_string(ended) + " cases, the file holds " +
                   std::to_string(file.cases.size()));
      file.complete = true;
    } else {
      lines.fail("unknown line '" + tag + "'");
    }
  }
  return file;
}

std::string rawFileText(const std::string& path) {
  return readAll(path);
}

void packRawFile(const std::string& in, const std::string& out) {
  const std::string text = readAll(in);
  (void)readRawFile(in);  // refuse to pack what rejudge would refuse to read
  gzFile gz = gzopen(out.c_str(), "wb6");
  if (!gz) throw std::runtime_error("cannot write " + out + ": " + std::strerror(errno));
  const bool written = gzwrite(gz, text.data(), unsigned(text.size())) == int(text.size());
  if (gzclose(gz) != Z_OK || !written) throw std::runtime_error("cannot write " + out);
}

}  // namespace vktexel
