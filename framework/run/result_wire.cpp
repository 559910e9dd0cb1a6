#include "run/result_wire.h"

#include <cstdio>
#include <stdexcept>

namespace vktexel {
namespace {

constexpr size_t kProbeFields = 8;

Outcome outcomeNamed(const std::string& name) {
  for (Outcome o : allOutcomes())
    if (name == toString(o)) return o;
  throw std::runtime_error("result line with unknown outcome '" + name + "'");
}

// CaseResult::probeData as one field: per probe the result's and the expected value's words as
// 8 hex digits each, then P, F or U (the verdict).
constexpr size_t kProbeDataChars = 8 * 8 + 1;

std::string encodeProbeData(const std::vector<ProbeData>& data) {
  std::string s;
  s.reserve(data.size() * kProbeDataChars);
  char word[9];
  for (const ProbeData& d : data) {
    for (int w = 0; w < 8; ++w) {
      std::snprintf(word, sizeof word, "%08x", w < 4 ? d.got[w] : d.expected[w - 4]);
      s += word;
    }
    s += d.verdict == ProbeVerdict::Pass ? 'P' : d.verdict == ProbeVerdict::Fail ? 'F' : 'U';
  }
  return s;
}

std::vector<ProbeData> decodeProbeData(const std::string& s) {
  if (s.size() % kProbeDataChars) throw std::runtime_error("result line with malformed probe data");
  std::vector<ProbeData> data(s.size() / kProbeDataChars);
  for (size_t i = 0; i < data.size(); ++i) {
    const char* p = s.data() + i * kProbeDataChars;
    for (int w = 0; w < 8; ++w) {
      const std::string hex(p + 8 * w, 8);
      if (hex.find_first_not_of("0123456789abcdef") != std::string::npos)
        throw std::runtime_error("result line with malformed probe data");
      (w < 4 ? data[i].got[w] : data[i].expected[w - 4]) = uint32_t(std::stoul(hex, nullptr, 16));
    }
    const char v = p[64];
    if (v != 'P' && v != 'F' && v != 'U') throw std::runtime_error("result line with malformed probe data");
    data[i].verdict = v == 'P' ? ProbeVerdict::Pass : v == 'F' ? ProbeVerdict::Fail : ProbeVerdict::Unchecked;
  }
  return data;
}

// Raw results as 8 hex digits a word, four words a probe.
std::string encodeBits(const std::vector<model::RawResult>& bits) {
  std::string s;
  s.reserve(bits.size() * 32);
  char word[9];
  for (const model::RawResult& b : bits)
    for (uint32_t w : b) {
      std::snprintf(word, sizeof word, "%08x", w);
      s += word;
    }
  return s;
}

std::vector<model::RawResult> decodeBits(const std::string& s) {
  if (s.size() % 32 || s.find_first_not_of("0123456789abcdef") != std::string::npos)
    throw std::runtime_error("result line with malformed raw results");
  std::vector<model::RawResult> bits(s.size() / 32);
  const char* p = s.data();
  for (model::RawResult& b : bits)
    for (uint32_t& w : b) {
      w = 0;
      for (int d = 0; d < 8; ++d, ++p) w = w << 4 | uint32_t(*p <= '9' ? *p - '0' : *p - 'a' + 10);
    }
  return bits;
}

double real(const std::string& s) {
  size_t used = 0;
  const double v = std::stod(s, &used);
  if (used != s.size()) throw std::runtime_error("times line with a bad number '" + s + "'");
  return v;
}

std::string exact(double v) {
  char text[40];
  std::snprintf(text, sizeof text, "%a", v);
  return text;
}

size_t number(const std::string& s) {
  size_t used = 0;
  const unsigned long long v = std::stoull(s, &used);
  if (used != s.size()) throw std::runtime_error("result line with a bad number '" + s + "'");
  return size_t(v);
}

std::string encodeList(const std::vector<double>& values) {
  std::string s;
  for (double d : values) s += (s.empty() ? "" : " ") + exact(d);
  return s;
}

std::vector<double> decodeList(const std::string& text) {
  std::vector<double> values;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    values.push_back(real(text.substr(start, end - start)));
    start = end + 1;
  }
  return values;
}

}  // namespace

std::string escapeField(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '\t')
      out += "\\t";
    else if (c == '\n')
      out += "\\n";
    else
      out += c;
  }
  return out;
}

std::string unescapeField(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    const char n = s[++i];
    out += n == 't' ? '\t' : n == 'n' ? '\n' : n;
  }
  return out;
}

std::string joinFields(const std::vector<std::string>& fields) {
  std::string line;
  for (size_t i = 0; i < fields.size(); ++i) line += (i ? "\t" : "") + escapeField(fields[i]);
  return line;
}

std::vector<std::string> splitFields(const std::string& line) {
  std::vector<std::string> fields;
  size_t start = 0;
  while (true) {
    const size_t tab = line.find('\t', start);
    fields.push_back(
        unescapeField(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start)));
    if (tab == std::string::npos) return fields;
    start = tab + 1;
  }
}

std::string encodeResult(const CaseResult& r) {
  std::vector<std::string> f = {r.name,
                                toString(r.outcome),
                                r.message,
                                std::to_string(r.probes),
                                std::to_string(r.failedProbes),
                                r.diagnosis,
                                std::to_string(r.failures.size())};
  for (const ProbeFailure& p : r.failures)
    f.insert(f.end(), {std::to_string(p.probe), p.label, p.query, p.expected, p.got, p.diagnosis, p.footprint,
                       p.marks});
  // Optional fields after the failures, each tagged by its first two characters.
  if (!r.probeData.empty()) f.push_back("D:" + encodeProbeData(r.probeData));
  if (!r.raw.inputs.empty()) f.push_back("I:" + r.raw.inputs);
  if (!r.raw.batch.empty()) f.push_back("B:" + r.raw.batch);
  if (!r.raw.bits.empty()) f.push_back("R:" + encodeBits(r.raw.bits));
  if (!r.raw.oneHotProbes.empty()) {
    std::string probes;
    for (size_t p : r.raw.oneHotProbes) probes += (probes.empty() ? "" : ",") + std::to_string(p);
    f.push_back("O:" + probes + ";" + encodeBits(r.raw.oneHotBits));
  }
  return joinFields(f);
}

CaseResult decodeResult(const std::string& line) {
  const std::vector<std::string> f = splitFields(line);
  if (f.size() < 7) throw std::runtime_error("result line with " + std::to_string(f.size()) + " fields");
  CaseResult r;
  r.name = f[0];
  r.outcome = outcomeNamed(f[1]);
  r.message = f[2];
  r.probes = number(f[3]);
  r.failedProbes = number(f[4]);
  r.diagnosis = f[5];
  const size_t failures = number(f[6]);
  const size_t fields = 7 + failures * kProbeFields;
  if (f.size() < fields)
    throw std::runtime_error("result line for " + r.name + " has " + std::to_string(f.size()) + " fields");
  for (size_t i = fields; i < f.size(); ++i) {
    const std::string tag = f[i].substr(0, 2), value = f[i].size() > 2 ? f[i].substr(2) : "";
    if (tag == "D:")
      r.probeData = decodeProbeData(value);
    else if (tag == "I:")
      r.raw.inputs = value;
    else if (tag == "B:")
      r.raw.batch = value;
    else if (tag == "R:")
      r.raw.bits = decodeBits(value);
    else if (tag == "O:" && value.find(';') != std::string::npos) {
      const size_t semicolon = value.find(';');
      for (size_t start = 0; start < semicolon;) {
        size_t end = value.find(',', start);
        if (end == std::string::npos || end > semicolon) end = semicolon;
        r.raw.oneHotProbes.push_back(number(value.substr(start, end - start)));
        start = end + 1;
      }
      r.raw.oneHotBits = decodeBits(value.substr(semicolon + 1));
    } else
      throw std::runtime_error("result line for " + r.name + " has an unknown field '" + tag + "'");
  }
  for (size_t i = 0; i < failures; ++i) {
    const std::string* p = &f[7 + i * kProbeFields];
    r.failures.push_back(ProbeFailure{number(p[0]), p[1], p[2], p[3], p[4], p[5], p[6], p[7]});
  }
  return r;
}

std::vector<std::string> encodeTimes(const PhaseTimes& t) {
  return {exact(t.model),
          exact(t.compile),
          exact(t.pipeline),
          exact(t.prepare),
          exact(t.submit),
          exact(t.compare),
          exact(t.upload),
          exact(t.dispatch),
          encodeList(t.firstDispatch),
          std::to_string(t.probes),
          std::to_string(t.submissions),
          std::to_string(t.dispatches),
          encodeList(t.newStateSetDispatch),
          std::to_string(t.viewStates),
          std::to_string(t.lookupStates)};
}

PhaseTimes decodeTimes(const std::vector<std::string>& f, size_t first) {
  if (f.size() != first + 15)
    throw std::runtime_error("times line with " + std::to_string(f.size()) + " fields");
  const std::string* p = &f[first];
  PhaseTimes t;
  double* const reals[] = {&t.model,  &t.compile, &t.pipeline, &t.prepare,
                           &t.submit, &t.compare, &t.upload,   &t.dispatch};
  for (size_t i = 0; i < 8; ++i) *reals[i] = real(p[i]);
  t.firstDispatch = decodeList(p[8]);
  t.probes = number(p[9]);
  t.submissions = number(p[10]);
  t.dispatches = number(p[11]);
  t.newStateSetDispatch = decodeList(p[12]);
  t.viewStates = number(p[13]);
  t.lookupStates = number(p[14]);
  return t;
}

}  // namespace vktexel
