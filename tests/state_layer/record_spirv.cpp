// The SPIR-V forms the suite sends: for each image instruction of each module, the image type it
// reads, its result type, and each operand's form (a constant, a specialization constant or a
// computed value, and its type), the image operands it uses, and how the image reaches it.
#define SPV_ENABLE_UTILITY_CODE
#include <spirv/unified1/spirv.h>

#include "field_log.h"
#include "record.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace state_audit {
namespace {

struct Instruction {
  SpvOp op;
  std::vector<uint32_t> words;  // the whole instruction, word 0 included
};

class Module {
 public:
  Module(const uint32_t* words, size_t count) {
    for (size_t at = 5; at < count;) {
      const uint32_t length = words[at] >> 16;
      if (!length || at + length > count) break;
      Instruction in{SpvOp(words[at] & 0xffff), std::vector<uint32_t>(words + at, words + at + length)};
      bool hasResult = false, hasType = false;
      SpvHasResultAndType(in.op, &hasResult, &hasType);
      if (hasResult) {
        const uint32_t id = in.words[hasType ? 2 : 1];
        producer_[id] = instructions_.size();
        if (hasType) typeOf_[id] = in.words[1];
      }
      if (in.op == SpvOpDecorate && in.words.size() > 2) decorations_[in.words[1]].insert(in.words[2]);
      instructions_.push_back(std::move(in));
      at += length;
    }
  }

  const std::vector<Instruction>& instructions() const { return instructions_; }

  const Instruction* producer(uint32_t id) const {
    auto it = producer_.find(id);
    return it == producer_.end() ? nullptr : &instructions_[it->second];
  }

  // A type as text: "u32", "vec4<f32>", "image(Dim=2D Depth=0 Arrayed=0 MS=0 Sampled=1 Format=0)".
  std::string typeText(uint32_t type) const {
    const Instruction* t = producer(type);
    if (!t) return "?";
    const auto& w = t->words;
    switch (t->op) {
      case SpvOpTypeBool: return "bool";
      case SpvOpTypeInt: return (w[3] ? "i" : "u") + std::to_string(w[2]);
      case SpvOpTypeFloat: return "f" + std::to_string(w[2]);
      case SpvOpTypeVector: return "vec" + std::to_string(w[3]) + "<" + typeText(w[2]) + ">";
      case SpvOpTypeSampledImage: return "sampled " + typeText(w[2]);
      case SpvOpTypeImage:
        return "image(Dim=" + dimText(w[3]) + " Depth=" + std::to_string(w[4]) +
               " Arrayed=" + std::to_string(w[5]) + " MS=" + std::to_string(w[6]) +
               " Sampled=" + std::to_string(w[7]) + " Format=" + std::to_string(w[8]) +
               " Type=" + typeText(w[2]) + ")";
      case SpvOpTypeStruct: return "struct";
      case SpvOpTypeArray: return "array<" + typeText(w[2]) + ">";
      default: return "op" + std::to_string(int(t->op));
    }
  }

  std::string typeOfId(uint32_t id) const {
    auto it = typeOf_.find(id);
    return it == typeOf_.end() ? "?" : typeText(it->second);
  }

  // "const", "specconst", "undef" or "computed", then the value's type.
  std::string form(uint32_t id) const {
    const Instruction* p = producer(id);
    std::string kind = "computed";
    if (p) switch (p->op) {
        case SpvOpConstantTrue:
        case SpvOpConstantFalse:
        case SpvOpConstant:
        case SpvOpConstantComposite:
        case SpvOpConstantNull: kind = "const"; break;
        case SpvOpSpecConstantTrue:
        case SpvOpSpecConstantFalse:
        case SpvOpSpecConstant:
        case SpvOpSpecConstantComposite:
        case SpvOpSpecConstantOp: kind = "specconst"; break;
        case SpvOpUndef: kind = "undef"; break;
        default: break;
      }
    return kind + " " + typeOfId(id);
  }

  // How an image or sampled image reaches an instruction: the producing opcodes, outermost first,
  // down to the variable ("OpSampledImage(OpLoad(OpAccessChain(OpVariable)),OpLoad(OpVariable))").
  std::string source(uint32_t id, int depth = 0) const {
    const Instruction* p = producer(id);
    if (!p || depth > 4) return "?";
    switch (p->op) {
      case SpvOpVariable: return "OpVariable";
      case SpvOpLoad: return "OpLoad(" + source(p->words[3], depth + 1) + ")";
      case SpvOpAccessChain:
      case SpvOpInBoundsAccessChain: return "OpAccessChain(" + source(p->words[3], depth + 1) + ")";
      case SpvOpSampledImage:
        return "OpSampledImage(" + source(p->words[3], depth + 1) + "," + source(p->words[4], depth + 1) +
               ")";
      case SpvOpImage: return "OpImage(" + source(p->words[3], depth + 1) + ")";
      case SpvOpCopyObject: return "OpCopyObject(" + source(p->words[3], depth + 1) + ")";
      default: return "op" + std::to_string(int(p->op));
    }
  }

  std::string decorationText(uint32_t id) const {
    auto it = decorations_.find(id);
    if (it == decorations_.end()) return "none";
    std::string text;
    for (uint32_t d : it->second)
      text +=
          (text.empty() ? "" : "+") + (d == SpvDecorationNonUniform         ? std::string("NonUniform")
                                       : d == SpvDecorationRelaxedPrecision ? std::string("RelaxedPrecision")
                                                                            : std::to_string(d));
    return text;
  }

  // The image type an image or sampled-image id has.
  std::string imageTypeOf(uint32_t id) const {
    auto it = typeOf_.find(id);
    if (it == typeOf_.end()) return "?";
    const Instruction* t = producer(it->second);
    if (t && t->op == SpvOpTypeSampledImage) return typeText(t->words[2]);
    return typeText(it->second);
  }

 private:
  static std::string dimText(uint32_t dim) {
    switch (dim) {
      case SpvDim1D: return "1D";
      case SpvDim2D: return "2D";
      case SpvDim3D: return "3D";
      case SpvDimCube: return "Cube";
      case SpvDimBuffer: return "Buffer";
      default: return std::to_string(dim);
    }
  }

  std::vector<Instruction> instructions_;
  std::map<uint32_t, size_t> producer_;
  std::map<uint32_t, uint32_t> typeOf_;
  std::map<uint32_t, std::set<uint32_t>> decorations_;
};

// The image instructions and the names of their fixed operands after the image, before the optional
// image-operands mask.
struct ImageOp {
  SpvOp op;
  const char* name;
  std::vector<const char*> operands;
};
const ImageOp kImageOps[] = {
    {SpvOpImageSampleExplicitLod, "OpImageSampleExplicitLod", {"Coordinate"}},
    {SpvOpImageSampleDrefExplicitLod, "OpImageSampleDrefExplicitLod", {"Coordinate", "Dref"}},
    {SpvOpImageFetch, "OpImageFetch", {"Coordinate"}},
    {SpvOpImageGather, "OpImageGather", {"Coordinate", "Component"}},
    {SpvOpImageDrefGather, "OpImageDrefGather", {"Coordinate", "Dref"}},
    {SpvOpImageQuerySizeLod, "OpImageQuerySizeLod", {"Level of Detail"}},
    {SpvOpImageQuerySize, "OpImageQuerySize", {}},
    {SpvOpImageQueryLod, "OpImageQueryLod", {"Coordinate"}},
    {SpvOpImageQueryLevels, "OpImageQueryLevels", {}},
    {SpvOpImageQuerySamples, "OpImageQuerySamples", {}},
    {SpvOpImageSparseSampleExplicitLod, "OpImageSparseSampleExplicitLod", {"Coordinate"}},
    {SpvOpImageSparseSampleDrefExplicitLod, "OpImageSparseSampleDrefExplicitLod", {"Coordinate", "Dref"}},
    {SpvOpImageSparseFetch, "OpImageSparseFetch", {"Coordinate"}},
    {SpvOpImageSparseGather, "OpImageSparseGather", {"Coordinate", "Component"}},
    {SpvOpImageSparseDrefGather, "OpImageSparseDrefGather", {"Coordinate", "Dref"}},
    {SpvOpImageSparseTexelsResident, "OpImageSparseTexelsResident", {}},
    {SpvOpImageSampleImplicitLod, "OpImageSampleImplicitLod", {"Coordinate"}},
    {SpvOpImageRead, "OpImageRead", {"Coordinate"}},
};
struct OperandBit {
  uint32_t bit;
  const char* name;
  int words;
};
const OperandBit kOperandBits[] = {
    {SpvImageOperandsBiasMask, "Bias", 1},
    {SpvImageOperandsLodMask, "Lod", 1},
    {SpvImageOperandsGradMask, "Grad", 2},
    {SpvImageOperandsConstOffsetMask, "ConstOffset", 1},
    {SpvImageOperandsOffsetMask, "Offset", 1},
    {SpvImageOperandsConstOffsetsMask, "ConstOffsets", 1},
    {SpvImageOperandsSampleMask, "Sample", 1},
    {SpvImageOperandsMinLodMask, "MinLod", 1},
    {SpvImageOperandsMakeTexelAvailableMask, "MakeTexelAvailable", 1},
    {SpvImageOperandsMakeTexelVisibleMask, "MakeTexelVisible", 1},
    {SpvImageOperandsNonPrivateTexelMask, "NonPrivateTexel", 0},
    {SpvImageOperandsVolatileTexelMask, "VolatileTexel", 0},
    {SpvImageOperandsSignExtendMask, "SignExtend", 0},
    {SpvImageOperandsZeroExtendMask, "ZeroExtend", 0},
};

void recordImageInstruction(const Module& m, const ImageOp& op, const std::vector<uint32_t>& w) {
  const std::string f = std::string("SPIR-V ") + op.name + ".";
  note(f + "result type", m.typeText(w[1]));
  note(f + "result decorations", m.decorationText(w[2]));
  if (op.op == SpvOpImageSparseTexelsResident) return note(f + "Resident Code", m.form(w[3]));
  const uint32_t image = w[3];
  note(f + "image type", m.imageTypeOf(image));
  note(f + "image source", m.source(image));
  note(f + "image decorations", m.decorationText(image));
  size_t at = 4;
  for (const char* name : op.operands) {
    if (at >= w.size()) return;
    note(f + name, m.form(w[at]));
    if (std::string(name) == "Component")
      if (const Instruction* c = m.producer(w[at]); c && c->op == SpvOpConstant)
        note(f + "Component value", c->words[3]);
    ++at;
  }
  const bool query = op.op >= SpvOpImageQueryFormat && op.op <= SpvOpImageQuerySamples;
  if (query) return;
  const uint32_t mask = at < w.size() ? w[at++] : 0;
  std::string names;
  for (const OperandBit& b : kOperandBits) {
    if (!(mask & b.bit)) continue;
    names += (names.empty() ? "" : "|") + std::string(b.name);
    for (int k = 0; k < b.words && at < w.size(); ++k, ++at)
      note(f + b.name + (b.words > 1 ? (k ? " dy" : " dx") : ""), m.form(w[at]));
  }
  note(f + "ImageOperands", names.empty() ? "none" : names);
}

}  // namespace

void recordShaderModule(const uint32_t* words, size_t wordCount) {
  if (wordCount < 5 || words[0] != SpvMagicNumber) return;
  const Module m(words, wordCount);
  note("SPIR-V version",
       std::to_string((words[1] >> 16) & 0xff) + "." + std::to_string((words[1] >> 8) & 0xff));
  for (const Instruction& in : m.instructions()) {
    // Enum values as words, so the inventory lists them however many there are.
    if (in.op == SpvOpCapability) note("SPIR-V OpCapability", "Capability " + std::to_string(in.words[1]));
    if (in.op == SpvOpExecutionMode && in.words.size() > 2)
      note("SPIR-V OpExecutionMode", "ExecutionMode " + std::to_string(in.words[2]));
    for (const ImageOp& op : kImageOps)
      if (op.op == in.op) recordImageInstruction(m, op, in.words);
  }
}

}  // namespace state_audit
