// Reads the cases docs/case-file.md describes. Every key must be known and every value read whole:
// a file a later build wrote with a field this one lacks is refused, never half-read.
#include "run/case_file.h"
#include "run/case_file_words.h"

#include "model/formats.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>

namespace vktexel {
namespace {

using namespace case_file;

// Text that lives as long as the process, for a probe's shader-side swizzle and mask.
const char* interned(const std::string& s) {
  static std::set<std::string> texts;
  return texts.insert(s).first->c_str();
}

class LineReader {
 public:
  LineReader(std::string source, size_t line)
      : where_(std::move(source) + ":" + std::to_string(line) + ": ") {}

  [[noreturn]] void fail(const std::string& what) const { throw std::invalid_argument(where_ + what); }

  // KEY=VALUE words after the record's keyword; a value may be "quoted" (\" and \\ escaped).
  std::map<std::string, std::string> fields(const std::string& rest) const {
    std::map<std::string, std::string> out;
    size_t i = 0;
    while (i < rest.size()) {
      if (rest[i] == ' ') {
        ++i;
        continue;
      }
      const size_t eq = rest.find('=', i);
      if (eq == std::string::npos || rest.find(' ', i) < eq)
        fail("expected KEY=VALUE at '" + rest.substr(i) + "'");
      const std::string key = rest.substr(i, eq - i);
      std::string value;
      i = eq + 1;
      if (i < rest.size() && rest[i] == '"') {
        value = unquote(rest, i);
      } else {
        const size_t end = std::min(rest.find(' ', i), rest.size());
        value = rest.substr(i, end - i);
        i = end;
      }
      if (!out.emplace(key, value).second) fail("'" + key + "' given twice");
    }
    return out;
  }

  // The quoted text starting at rest[i]; i ends past the closing quote.
  std::string unquote(const std::string& rest, size_t& i) const {
    std::string value;
    for (++i; i < rest.size() && rest[i] != '"'; ++i) {
      if (rest[i] == '\\' && i + 1 < rest.size()) ++i;
      value += rest[i];
    }
    if (i >= rest.size()) fail("a quoted value has no closing quote");
    ++i;
    return value;
  }

  uint64_t unsignedOf(const std::string& key, const std::string& v, uint64_t max = UINT32_MAX) const {
    char* end = nullptr;
    errno = 0;
    const unsigned long long n = std::strtoull(v.c_str(), &end, 10);
    if (v.empty() || v[0] == '-' || *end || errno || n > max)
      fail(key + ": '" + v + "' is no whole number up to " + std::to_string(max));
    return n;
  }

  int32_t intOf(const std::string& key, const std::string& v) const {
    char* end = nullptr;
    errno = 0;
    const long long n = std::strtoll(v.c_str(), &end, 10);
    if (v.empty() || *end || errno || n < INT32_MIN || n > INT32_MAX)
      fail(key + ": '" + v + "' is no 32-bit integer");
    return int32_t(n);
  }

  bool flagOf(const std::string& key, const std::string& v) const {
    if (v != "0" && v != "1") fail(key + ": '" + v + "' is neither 0 nor 1");
    return v == "1";
  }

  float floatOf(const std::string& key, const std::string& v) const {
    if (v.rfind("f32:", 0) == 0) {
      const uint32_t bits = uint32_t(std::strtoul(v.c_str() + 4, nullptr, 16));
      if (v.size() != 12) fail(key + ": '" + v + "' is not f32: and 8 hex digits");
      float f;
      std::memcpy(&f, &bits, sizeof f);
      return f;
    }
    char* end = nullptr;
    const float f = std::strtof(v.c_str(), &end);
    if (v.empty() || *end || std::isnan(f))
      fail(key + ": '" + v + "' is no float (a hex float, or f32:BITS)");
    return f;
  }

  template <typename E>
  E wordOf(const Words<E>& words, const std::string& key, const std::string& v) const {
    if (const std::optional<E> e = words.read(v)) return *e;
    fail(key + ": '" + v + "' is not one of " + words.list());
  }

  VkFormat formatOf(const std::string& key, const std::string& v, bool imageAllowed) const {
    if (imageAllowed && v == "image") return VK_FORMAT_UNDEFINED;
    for (const model::FormatInfo& f : model::allFormats())
      if (v == f.name) return f.vk;
    fail(key + ": '" + v + "' is no format the suite knows (lowercase, without VK_FORMAT_)");
  }

  // N comma-separated numbers.
  template <typename T, size_t N>
  std::array<T, N> numbersOf(const std::string& key, const std::string& v) const {
    std::array<T, N> out{};
    std::stringstream in(v);
    std::string part;
    size_t n = 0;
    while (std::getline(in, part, ',')) {
      if (n == N) fail(key + ": more than " + std::to_string(N) + " numbers in '" + v + "'");
      if constexpr (std::is_same_v<T, float>)
        out[n++] = floatOf(key, part);
      else if constexpr (std::is_signed_v<T>)
        out[n++] = T(intOf(key, part));
      else
        out[n++] = T(unsignedOf(key, part));
    }
    if (n != N) fail(key + ": " + std::to_string(N) + " numbers expected in '" + v + "'");
    return out;
  }

 private:
  std::string where_;
};

// Each key of a record's fields, read once; what is left over is unknown.
class Fields {
 public:
  Fields(const LineReader& line, std::map<std::string, std::string> fields)
      : line_(line), fields_(std::move(fields)) {}
  std::optional<std::string> take(const char* key) {
    auto node = fields_.extract(key);
    if (node.empty()) return std::nullopt;
    return std::move(node.mapped());
  }
  std::string need(const char* key) {
    if (std::optional<std::string> v = take(key)) return *v;
    line_.fail(std::string("'") + key + "' is missing");
  }
  void done() const {
    if (!fields_.empty()) line_.fail("unknown key '" + fields_.begin()->first + "'");
  }

 private:
  const LineReader& line_;
  std::map<std::string, std::string> fields_;  // the keys not taken yet
};

void readState(const LineReader& r, Fields f, CaseSpec& c) {
  c.tier = r.wordOf(kTiers, "tier", f.need("tier"));
  c.slotIndex = r.wordOf(kSlotIndexes, "slot-index", f.need("slot-index"));
  c.longCoordinate = r.flagOf("long-coordinate", f.need("long-coordinate"));
  c.repeatsAgree = r.flagOf("repeats-agree", f.need("repeats-agree"));
  if (const std::optional<std::string> g = f.take("batch-group")) c.batchGroup = *g;
  f.done();
}

void readImage(const LineReader& r, Fields f, model::ImageSpec& i) {
  i.format = r.formatOf("format", f.need("format"), false);
  i.dim = r.wordOf(kImageDims, "dim", f.need("dim"));
  const auto size = r.numbersOf<uint32_t, 3>("size", f.need("size"));
  i.width = size[0], i.height = size[1], i.depth = size[2];
  i.levels = uint32_t(r.unsignedOf("levels", f.need("levels")));
  i.layers = uint32_t(r.unsignedOf("layers", f.need("layers")));
  i.cubeCompatible = r.flagOf("cube-compatible", f.need("cube-compatible"));
  i.mutableFormat = r.flagOf("mutable-format", f.need("mutable-format"));
  i.samples = uint32_t(r.unsignedOf("samples", f.need("samples")));
  i.fillBySampleShading = r.flagOf("sample-shading-fill", f.need("sample-shading-fill"));
  i.fill = r.wordOf(kFills, "fill", f.need("fill"));
  i.hot = r.numbersOf<uint32_t, 3>("hot", f.need("hot"));
  i.seed = uint32_t(r.unsignedOf("seed", f.need("seed")));
  i.tailBytes = uint32_t(r.unsignedOf("tail-bytes", f.need("tail-bytes")));
  f.done();
  if (!i.width || !i.height || !i.depth || !i.levels || !i.layers || !i.samples)
    r.fail("image: size, levels, layers and samples must be at least 1");
}

void readSparse(const LineReader& r, Fields f, model::SparseSpec& s) {
  s.sparse = true;
  s.strict = r.flagOf("strict", f.need("strict"));
  s.mipTailUnbound = r.flagOf("mip-tail-unbound", f.need("mip-tail-unbound"));
  const std::string pages = f.need("unbound");
  f.done();
  if (pages == "none") return;
  std::stringstream in(pages);
  std::string page;
  while (std::getline(in, page, ';')) {
    const auto a = r.numbersOf<uint32_t, 5>("unbound", page);
    s.unbound.push_back(model::PageAddress{a[0], a[1], a[2], a[3], a[4]});
  }
}

void readView(const LineReader& r, Fields f, model::ViewSpec& v) {
  v.type = r.wordOf(kViewTypes, "type", f.need("type"));
  v.format = r.formatOf("format", f.need("format"), true);
  v.null = r.flagOf("null", f.need("null"));
  const std::string sampler = f.need("sampler");
  if (sampler != "none" && sampler != "combined" && sampler != "separate")
    r.fail("sampler: '" + sampler + "' is not one of none, combined or separate");
  v.withSampler = sampler != "none";
  v.separateSampler = sampler == "separate";
  v.aspect = r.wordOf(kAspects, "aspect", f.need("aspect"));
  const auto levels = r.numbersOf<uint32_t, 2>("levels", f.need("levels"));
  const auto layers = r.numbersOf<uint32_t, 2>("layers", f.need("layers"));
  v.baseLevel = levels[0], v.levelCount = levels[1], v.baseLayer = layers[0], v.layerCount = layers[1];
  const std::string swizzle = f.need("swizzle");
  if (swizzle.size() != 4) r.fail("swizzle: '" + swizzle + "' is not four letters of i, 0, 1, r, g, b, a");
  for (size_t k = 0; k < 4; ++k) {
    const std::optional<model::Swizzle> s = readSwizzle(swizzle[k]);
    if (!s) r.fail("swizzle: '" + swizzle + "' is not four letters of i, 0, 1, r, g, b, a");
    v.swizzle[k] = *s;
  }
  const auto elements = r.numbersOf<uint32_t, 2>("elements", f.need("elements"));
  v.firstElement = elements[0], v.elementCount = elements[1];
  f.done();
}

void readSampler(const LineReader& r, Fields f, model::SamplerSpec& s) {
  s.u = r.wordOf(kAddressModes, "u", f.need("u"));
  s.v = r.wordOf(kAddressModes, "v", f.need("v"));
  s.w = r.wordOf(kAddressModes, "w", f.need("w"));
  s.border = r.wordOf(kBorderColors, "border", f.need("border"));
  s.depthCompare = r.flagOf("depth-compare", f.need("depth-compare"));
  s.compareOp = r.wordOf(kCompareOps, "compare-op", f.need("compare-op"));
  s.magFilter = r.wordOf(kFilters, "mag", f.need("mag"));
  s.minFilter = r.wordOf(kFilters, "min", f.need("min"));
  s.mipmapMode = r.wordOf(kMipmapModes, "mipmap", f.need("mipmap"));
  s.unnormalized = r.flagOf("unnormalized", f.need("unnormalized"));
  s.mipLodBias = r.floatOf("lod-bias", f.need("lod-bias"));
  s.minLod = r.floatOf("min-lod", f.need("min-lod"));
  s.maxLod = r.floatOf("max-lod", f.need("max-lod"));
  s.rgba4BlackSwapped = r.flagOf("rgba4-black-swapped", f.need("rgba4-black-swapped"));
  f.done();
}

Probe readProbe(const LineReader& r, Fields f) {
  Probe p;
  model::FetchQuery& q = p.query;
  q.op = r.wordOf(kProbeOps, "op", f.need("op"));
  if (const std::optional<std::string> v = f.take("coord")) q.coord = r.numbersOf<int32_t, 3>("coord", *v);
  if (const std::optional<std::string> v = f.take("layer")) q.layer = r.intOf("layer", *v);
  if (const std::optional<std::string> v = f.take("lod")) {
    if (model::isSampledLookup(q.op)) {
      const float lod = r.floatOf("lod", *v);
      std::memcpy(&q.lod, &lod, sizeof lod);
    } else {
      q.lod = r.intOf("lod", *v);
    }
  }
  if (const std::optional<std::string> v = f.take("sample")) q.sample = r.intOf("sample", *v);
  if (const std::optional<std::string> v = f.take("st")) q.st = r.numbersOf<float, 4>("st", *v);
  if (const std::optional<std::string> v = f.take("dref")) q.dref = r.floatOf("dref", *v);
  if (const std::optional<std::string> v = f.take("component")) {
    if (q.op != model::ProbeOp::Gather) r.fail("component: only a gather has a Component operand");
    q.component = int8_t(r.unsignedOf("component", *v, 3));
  }
  if (const std::optional<std::string> v = f.take("literal-operands")) {
    if (q.op == model::ProbeOp::Gather) r.fail("literal-operands: a gather has no Lod operand");
    if (r.flagOf("literal-operands", *v)) q.setLiteralOperands();
  }
  if (const std::optional<std::string> v = f.take("offset")) q.offset = r.numbersOf<int32_t, 3>("offset", *v);
  if (const std::optional<std::string> v = f.take("const-offset"))
    q.constOffset = r.flagOf("const-offset", *v);
  if (const std::optional<std::string> v = f.take("dynamic-offset"))
    q.dynamicOffset = r.flagOf("dynamic-offset", *v);
  if (const std::optional<std::string> v = f.take("const-offsets"))
    q.constOffsets = r.flagOf("const-offsets", *v);
  if (const std::optional<std::string> v = f.take("offsets")) {
    const auto o = r.numbersOf<int32_t, 8>("offsets", *v);
    for (size_t k = 0; k < 8; ++k) {
      if (o[k] < -128 || o[k] > 127) r.fail("offsets: " + std::to_string(o[k]) + " is outside [-128, 127]");
      q.offsets[k / 2][k % 2] = int8_t(o[k]);
    }
  }
  if (const std::optional<std::string> v = f.take("shader-added-offset"))
    q.shaderAddedOffset = r.flagOf("shader-added-offset", *v);
  if (const std::optional<std::string> v = f.take("pack")) q.pack = r.wordOf(kHalfPackings, "pack", *v);
  if (const std::optional<std::string> v = f.take("sparse")) q.sparse = r.wordOf(kSparseReads, "sparse", *v);
  if (const std::optional<std::string> v = f.take("swizzle")) q.swizzle = interned(*v);
  if (const std::optional<std::string> v = f.take("mask")) q.mask = interned(*v);
  if (const std::optional<std::string> v = f.take("label")) p.label = ProbeLabel(*v);
  f.done();
  return p;
}

}  // namespace

std::vector<CaseSpec> parseCaseFile(const std::string& text, const std::string& source) {
  std::vector<CaseSpec> cases;
  std::istringstream in(text);
  std::string lineText;
  size_t number = 0;
  bool header = false, open = false;
  std::set<std::string> records;  // of the open case: which once-only records it has
  while (std::getline(in, lineText)) {
    ++number;
    if (!lineText.empty() && lineText.back() == '\r') lineText.pop_back();
    const LineReader r(source, number);
    if (lineText.empty() || lineText[0] == '#') continue;
    if (!header) {
      if (lineText != kCaseFileHeader)
        r.fail("not a case file: its first line must read '" + std::string(kCaseFileHeader) + "'");
      header = true;
      continue;
    }
    const size_t space = lineText.find(' ');
    const std::string keyword = lineText.substr(0, space);
    const std::string rest = space == std::string::npos ? "" : lineText.substr(space + 1);
    if (keyword == "case") {
      if (open) r.fail("'case' before the previous case's 'end'");
      if (rest.empty() || rest.find(' ') != std::string::npos) r.fail("'case' takes one name");
      cases.emplace_back();
      cases.back().name = rest;
      open = true;
      records.clear();
      continue;
    }
    if (!open) r.fail("'" + keyword + "' outside a case (a case starts with 'case NAME')");
    CaseSpec& c = cases.back();
    if (keyword != "probe" && !records.insert(keyword).second) r.fail("a second '" + keyword + "' line");
    if (keyword == "end") {
      for (const char* needed : {"state", "image", "view", "sampler"})
        if (!records.count(needed)) r.fail("case " + c.name + " has no '" + needed + "' line");
      open = false;
    } else if (keyword == "description") {
      size_t i = 0;
      if (rest.empty() || rest[0] != '"') r.fail("description: a quoted text expected");
      c.description = r.unquote(rest, i);
    } else if (keyword == "clauses") {
      std::istringstream ids(rest);
      for (std::string id; ids >> id;) c.clauses.push_back(id);
    } else if (keyword == "state") {
      readState(r, Fields(r, r.fields(rest)), c);
    } else if (keyword == "image") {
      readImage(r, Fields(r, r.fields(rest)), c.image);
    } else if (keyword == "sparse") {
      readSparse(r, Fields(r, r.fields(rest)), c.image.sparse);
    } else if (keyword == "view") {
      readView(r, Fields(r, r.fields(rest)), c.view);
    } else if (keyword == "sampler") {
      readSampler(r, Fields(r, r.fields(rest)), c.view.sampler);
    } else if (keyword == "probe") {
      c.probes.push_back(readProbe(r, Fields(r, r.fields(rest))));
    } else {
      r.fail("unknown line '" + keyword +
             "' (case, description, clauses, state, image, sparse, view, "
             "sampler, probe or end)");
    }
  }
  const LineReader last(source, number);
  if (!header) last.fail("empty: a case file starts with '" + std::string(kCaseFileHeader) + "'");
  if (open) last.fail("case " + cases.back().name + " has no 'end' line");
  if (cases.empty()) last.fail("no case in the file");
  for (const CaseSpec& c : cases)
    if (c.probes.empty()) last.fail("case " + c.name + " has no probe");
  return cases;
}

std::vector<CaseSpec> readCaseFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::invalid_argument("cannot read case file " + path + ": " + std::strerror(errno));
  std::ostringstream text;
  text << in.rdbuf();
  return parseCaseFile(text.str(), path);
}

}  // namespace vktexel
