// Writes cases as docs/case-file.md describes: one record a line, every image, view and sampler
// field spelled out, each probe's fields where they differ from the file format's defaults.
#include "run/case_file.h"
#include "run/case_file_words.h"

#include "model/formats.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

namespace vktexel {

const char* const kCaseFileHeader = "vktexel case file 1";

namespace {

using namespace case_file;

// Exact: C99 hex floats ("-0x0p+0" keeps the sign of zero), NaNs by their bits.
std::string floatText(float f) {
  char text[40];
  if (std::isnan(f)) {
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    std::snprintf(text, sizeof text, "f32:%08x", bits);
  } else {
    std::snprintf(text, sizeof text, "%a", double(f));
  }
  return text;
}

std::string quoted(const std::string& s) {
  std::string q = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') q += '\\';
    q += c == '\n' ? ' ' : c;
  }
  return q + "\"";
}

template <typename T, size_t N>
std::string list(const std::array<T, N>& values) {
  std::string s;
  for (size_t i = 0; i < N; ++i) s += (i ? "," : "") + std::to_string(values[i]);
  return s;
}

std::string flag(bool b) {
  return b ? "1" : "0";
}

std::string formatWord(VkFormat f) {
  if (f == VK_FORMAT_UNDEFINED) return "image";
  const model::FormatInfo* info = model::findFormat(f);
  return info ? info->name : "vk" + std::to_string(int(f));
}

std::string imageLine(const model::ImageSpec& i) {
  return "image format=" + formatWord(i.format) + " dim=" + kImageDims.of(i.dim) +
         " size=" + std::to_string(i.width) + "," + std::to_string(i.height) + "," + std::to_string(i.depth) +
         " levels=" + std::to_string(i.levels) + " layers=" + std::to_string(i.layers) +
         " cube-compatible=" + flag(i.cubeCompatible) + " mutable-format=" + flag(i.mutableFormat) +
         " samples=" + std::to_string(i.samples) + " sample-shading-fill=" + flag(i.fillBySampleShading) +
         " fill=" + kFills.of(i.fill) + " hot=" + list(i.hot) + " seed=" + std::to_string(i.seed) +
         " tail-bytes=" + std::to_string(i.tailBytes) + "\n";
}

std::string sparseLine(const model::SparseSpec& s) {
  std::string pages;
  for (const model::PageAddress& p : s.unbound)
    pages += (pages.empty() ? "" : ";") + std::to_string(p.level) + "," + std::to_string(p.layer) + "," +
             std::to_string(p.x) + "," + std::to_string(p.y) + "," + std::to_string(p.z);
  return "sparse strict=" + flag(s.strict) + " mip-tail-unbound=" + flag(s.mipTailUnbound) +
         " unbound=" + (pages.empty() ? "none" : pages) + "\n";
}

std::string viewLine(const model::ViewSpec& v) {
  std::string swizzle;
  for (model::Swizzle s : v.swizzle) swizzle += swizzleWord(s);
  return std::string("view type=") + kViewTypes.of(v.type) + " format=" + formatWord(v.format) +
         " null=" + flag(v.null) + " sampler=" +
         (!v.withSampler      ? "none"
          : v.separateSampler ? "separate"
                              : "combined") +
         " aspect=" + kAspects.of(v.aspect) + " levels=" + std::to_string(v.baseLevel) + "," +
         std::to_string(v.levelCount) + " layers=" + std::to_string(v.baseLayer) + "," +
         std::to_string(v.layerCount) + " swizzle=" + swizzle +
         " elements=" + std::to_string(v.firstElement) + "," + std::to_string(v.elementCount) + "\n";
}

std::string samplerLine(const model::SamplerSpec& s) {
  return std::string("sampler u=") + kAddressModes.of(s.u) + " v=" + kAddressModes.of(s.v) +
         " w=" + kAddressModes.of(s.w) + " border=" + kBorderColors.of(s.border) +
         " depth-compare=" + flag(s.depthCompare) + " compare-op=" + kCompareOps.of(s.compareOp) +
         " mag=" + kFilters.of(s.magFilter) + " min=" + kFilters.of(s.minFilter) +
         " mipmap=" + kMipmapModes.of(s.mipmapMode) + " unnormalized=" + flag(s.unnormalized) +
         " lod-bias=" + floatText(s.mipLodBias) + " min-lod=" + floatText(s.minLod) +
         " max-lod=" + floatText(s.maxLod) + " rgba4-black-swapped=" + flag(s.rgba4BlackSwapped) + "\n";
}

std::string probeLine(const Probe& p) {
  const model::FetchQuery& q = p.query;
  const model::FetchQuery none;
  std::string s = std::string("probe op=") + kProbeOps.of(q.op);
  const auto add = [&](const char* key, const std::string& value) {
    s += std::string(" ") + key + "=" + value;
  };
  if (q.coord != none.coord) add("coord", list(q.coord));
  if (q.layer) add("layer", std::to_string(q.layer));
  if (model::isSampledLookup(q.op)) {  // the Lod word holds an f32 (a Grad lookup's gx)
    float lod;
    std::memcpy(&lod, &q.lod, sizeof lod);
    if (q.lod) add("lod", floatText(lod));
  } else if (q.lod) {
    add("lod", std::to_string(q.lod));
  }
  if (q.sample) add("sample", std::to_string(q.sample));
  if (q.st != none.st) {
    std::string st;
    for (float f : q.st) st += (st.empty() ? "" : ",") + floatText(f);
    add("st", st);
  }
  uint32_t drefBits;
  std::memcpy(&drefBits, &q.dref, sizeof drefBits);
  if (drefBits) add("dref", floatText(q.dref));
  if (q.op == model::ProbeOp::Gather) {
    if (q.component) add("component", std::to_string(q.component));
  } else if (q.literalOperands()) {
    add("literal-operands", "1");
  }
  if (q.offset != none.offset) add("offset", list(q.offset));
  if (q.constOffset) add("const-offset", "1");
  if (q.dynamicOffset) add("dynamic-offset", "1");
  if (q.constOffsets) add("const-offsets", "1");
  if (q.offsets != none.offsets) {
    std::string o;
    for (const auto& xy : q.offsets)
      o += (o.empty() ? "" : ",") + std::to_string(xy[0]) + "," + std::to_string(xy[1]);
    add("offsets", o);
  }
  if (q.shaderAddedOffset) add("shader-added-offset", "1");
  if (q.pack != none.pack) add("pack", kHalfPackings.of(q.pack));
  if (q.sparse != none.sparse) add("sparse", kSparseReads.of(q.sparse));
  if (!q.swizzle.empty()) add("swizzle", std::string(std::string_view(q.swizzle)));
  if (!q.mask.empty()) add("mask", std::string(std::string_view(q.mask)));
  if (!p.label.empty()) add("label", quoted(p.label.str()));
  return s + "\n";
}

}  // namespace

std::string caseFileText(const std::vector<CaseSpec>& cases) {
  std::string text = std::string(kCaseFileHeader) + "\n# docs/case-file.md says what each line means\n";
  for (const CaseSpec& c : cases) {
    text += "\ncase " + c.name + "\n";
    if (!c.description.empty()) text += "description " + quoted(c.description) + "\n";
    std::string clauses;
    for (const std::string& id : c.clauses) clauses += " " + id;
    if (!clauses.empty()) text += "clauses" + clauses + "\n";
    text += std::string("state tier=") + kTiers.of(c.tier) + " slot-index=" + kSlotIndexes.of(c.slotIndex) +
            " long-coordinate=" + flag(c.longCoordinate) + " repeats-agree=" + flag(c.repeatsAgree) +
            (c.batchGroup.empty() ? "" : " batch-group=" + quoted(c.batchGroup)) + "\n";
    text += imageLine(c.image);
    if (c.image.sparse.sparse) text += sparseLine(c.image.sparse);
    text += viewLine(c.view);
    text += samplerLine(c.view.sampler);
    for (const Probe& p : c.probes) text += probeLine(p);
    text += "end\n";
  }
  return text;
}

}  // namespace vktexel
