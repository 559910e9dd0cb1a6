#include "selftest/mutations.h"

#include <spirv-tools/libspirv.h>
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.hpp11>

#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <map>

namespace vktexel::selftest {
namespace {

using spv::Op;

struct Instruction {
  std::vector<uint32_t> words;  // words[0]: word count << 16 | opcode
  uint32_t type = 0, result = 0;
  std::vector<uint16_t> uses;  // positions of the operands that name a value (never a type or a literal)
  bool added = false;          // made by the mutation: its operands are never redirected
  Op op() const { return Op(words[0] & 0xFFFFu); }
};

// A new instruction: `operands` follow the opcode word; `uses` are their positions (1-based words).
Instruction make(Op op, std::initializer_list<uint32_t> operands, uint32_t type, uint32_t result,
                 std::initializer_list<uint16_t> uses) {
  Instruction in;
  in.words.push_back(0);
  in.words.insert(in.words.end(), operands);
  in.words[0] = uint32_t(in.words.size()) << 16 | uint32_t(op);
  in.type = type;
  in.result = result;
  in.uses = uses;
  in.added = true;
  return in;
}

bool isValueOperand(spv_operand_type_t t) {
  return t == SPV_OPERAND_TYPE_ID || t == SPV_OPERAND_TYPE_SCOPE_ID ||
         t == SPV_OPERAND_TYPE_MEMORY_SEMANTICS_ID;
}

// A module as a list of instructions. New types and constants are kept apart and written just
// before the first function; new capabilities first, a new extended instruction import before
// OpMemoryModel; so positions in `code` stay put while an operator walks it.
class Module {
 public:
  explicit Module(const std::vector<uint32_t>& words) {
    if (words.size() < 5) throw MalformedModule("a SPIR-V module needs a 5-word header");
    header_.assign(words.begin(), words.begin() + 5);
    bound_ = header_[3];
    spv_context context = spvContextCreate(SPV_ENV_VULKAN_1_1);
    spv_diagnostic diagnostic = nullptr;
    const spv_result_t result = spvBinaryParse(context, this, words.data(), words.size(), nullptr,
                                               &Module::onInstruction, &diagnostic);
    std::string error = diagnostic && diagnostic->error ? diagnostic->error : "";
    spvDiagnosticDestroy(diagnostic);
    spvContextDestroy(context);
    if (result != SPV_SUCCESS)
      throw MalformedModule("the SPIR-V binary parser rejected the module: " + error);
  }

  std::vector<Instruction> code;

  std::vector<uint32_t> words() const {
    std::vector<uint32_t> out = header_;
    out[3] = bound_;
    auto put = [&out](const Instruction& in) { out.insert(out.end(), in.words.begin(), in.words.end()); };
    for (const Instruction& in : capabilities_) put(in);
    bool globalsDone = false;
    for (const Instruction& in : code) {
      if (in.op() == Op::OpMemoryModel)
        for (const Instruction& import : imports_) put(import);
      if (in.op() == Op::OpFunction && !globalsDone) {
        for (const Instruction& g : globals_) put(g);
        globalsDone = true;
      }
      put(in);
    }
    return out;
  }

  uint32_t fresh() { return bound_++; }
  const Instruction* def(uint32_t id) const {
    auto it = defs_.find(id);
    return it == defs_.end() ? nullptr : &it->second;
  }
  uint32_t typeOf(uint32_t id) const {
    const Instruction* d = def(id);
    return d ? d->type : 0;
  }
  bool isInt32(uint32_t type) const {
    const Instruction* d = def(type);
    return d && d->op() == Op::OpTypeInt && d->words[2] == 32;
  }
  // Components of a 32-bit integer scalar (1) or vector (n) type; 0 for anything else.
  uint32_t intComponents(uint32_t type) const {
    if (isInt32(type)) return 1;
    const Instruction* d = def(type);
    return d && d->op() == Op::OpTypeVector && isInt32(d->words[2]) ? d->words[3] : 0;
  }
  uint32_t componentType(uint32_t type) const {
    const Instruction* d = def(type);
    return d && d->op() == Op::OpTypeVector ? d->words[2] : type;
  }
  // The value of a 32-bit OpConstant, if `id` is one.
  bool constantValue(uint32_t id, uint32_t* value) const {
    const Instruction* d = def(id);
    if (!d || d->op() != Op::OpConstant || d->words.size() != 4) return false;
    *value = d->words[3];
    return true;
  }

  // An OpConstant of the type and value: an existing one, else a new one.
  uint32_t intConstant(uint32_t type, uint32_t value) {
    for (const auto& [id, d] : defs_)
      if (d.op() == Op::OpConstant && d.type == type && d.words.size() == 4 && d.words[3] == value) return id;
    return addGlobal(make(Op::OpConstant, {type, bound_, value}, type, bound_, {}));
  }
  uint32_t compositeConstant(uint32_t type, const std::vector<uint32_t>& parts) {
    for (const auto& [id, d] : defs_)
      if (d.op() == Op::OpConstantComposite && d.type == type &&
          std::vector<uint32_t>(d.words.begin() + 3, d.words.end()) == parts)
        return id;
    Instruction in = make(Op::OpConstantComposite, {type, bound_}, type, bound_, {});
    in.words.insert(in.words.end(), parts.begin(), parts.end());
    in.words[0] = uint32_t(in.words.size()) << 16 | uint32_t(Op::OpConstantComposite);
    return addGlobal(std::move(in));
  }
  // `value` in every component of an integer scalar or vector type.
  uint32_t splat(uint32_t type, uint32_t value) {
    const uint32_t n = intComponents(type);
    if (n <= 1 && isInt32(type)) return intConstant(type, value);
    return compositeConstant(type, std::vector<uint32_t>(n, intConstant(componentType(type), value)));
  }

  void requireCapability(spv::Capability c) {
    for (const Instruction& in : code)
      if (in.op() == Op::OpCapability && in.words[1] == uint32_t(c)) return;
    for (const Instruction& in : capabilities_)
      if (in.words[1] == uint32_t(c)) return;
    capabilities_.push_back(make(Op::OpCapability, {uint32_t(c)}, 0, 0, {}));
  }
  uint32_t glslStd450() {
    for (const std::vector<Instruction>* list : {&code, &imports_})
      for (const Instruction& in : *list)
        if (in.op() == Op::OpExtInstImport && literalString(in, 2) == "GLSL.std.450") return in.result;
    const char name[] = "GLSL.std.450";  // 13 bytes with the terminator: 4 words
    std::vector<uint32_t> text((sizeof name + 3) / 4, 0);
    std::memcpy(text.data(), name, sizeof name);
    Instruction in = make(Op::OpExtInstImport, {bound_}, 0, bound_, {});
    in.words.insert(in.words.end(), text.begin(), text.end());
    in.words[0] = uint32_t(in.words.size()) << 16 | uint32_t(Op::OpExtInstImport);
    imports_.push_back(in);
    return bound_++;
  }

  // Registers an instruction inserted into a function body (its result becomes known).
  Instruction adopt(Instruction in) {
    if (in.result) defs_[in.result] = in;
    return in;
  }

 private:
  static spv_result_t onInstruction(void* user, const spv_parsed_instruction_t* p) {
    auto* self = static_cast<Module*>(user);
    Instruction in;
    in.words.assign(p->words, p->words + p->num_words);
    in.type = p->type_id;
    in.result = p->result_id;
    for (uint16_t k = 0; k < p->num_operands; ++k)
      if (isValueOperand(p->operands[k].type)) in.uses.push_back(p->operands[k].offset);
    if (in.result) self->defs_[in.result] = in;
    self->code.push_back(std::move(in));
    return SPV_SUCCESS;
  }
  static std::string literalString(const Instruction& in, size_t word) {
    std::string s;
    for (size_t w = word; w < in.words.size(); ++w)
      for (int b = 0; b < 4; ++b) {
        const char c = char(in.words[w] >> (8 * b) & 0xFF);
        if (!c) return s;
        s += c;
      }
    return s;
  }
  uint32_t addGlobal(Instruction in) {
    const uint32_t id = in.result;
    defs_[id] = in;
    globals_.push_back(std::move(in));
    bound_ = std::max(bound_, id + 1);
    return id;
  }

  std::vector<uint32_t> header_;
  uint32_t bound_ = 0;
  std::map<uint32_t, Instruction> defs_;  // result id -> its instruction
  std::vector<Instruction> capabilities_, imports_, globals_;
};

// The position of the image-operands mask word in a fetch or gather, or 0 when it has none.
size_t imageOperandsMaskAt(const Instruction& in) {
  size_t at = 0;
  switch (in.op()) {
    case Op::OpImageFetch: at = 5; break;              // type, result, image, coordinate
    case Op::OpImageSampleExplicitLod: at = 5; break;  // type, result, sampled image, coordinate
    case Op::OpImageGather:                            // ..., sampled image, coordinate, component
    case Op::OpImageDrefGather:                        // ..., sampled image, coordinate, Dref
    case Op::OpImageSampleDrefExplicitLod: at = 6; break;
    default: return 0;
  }
  return at < in.words.size() ? at : 0;
}

// Words an image operand bit adds after the mask (the SPIR-V spec's order: lowest bit first).
size_t operandWords(uint32_t bit) {
  switch (spv::ImageOperandsMask(bit)) {
    case spv::ImageOperandsMask::Grad: return 2;
    case spv::ImageOperandsMask::Bias:
    case spv::ImageOperandsMask::Lod:
    case spv::ImageOperandsMask::ConstOffset:
    case spv::ImageOperandsMask::Offset:
    case spv::ImageOperandsMask::ConstOffsets:
    case spv::ImageOperandsMask::Sample:
    case spv::ImageOperandsMask::MinLod:
    case spv::ImageOperandsMask::MakeTexelAvailable:
    case spv::ImageOperandsMask::MakeTexelVisible:
    case spv::ImageOperandsMask::Offsets: return 1;
    default: return 0;
  }
}

// The position of the operand of image-operand `bit`, or 0 when the instruction lacks it.
size_t imageOperandAt(const Instruction& in, spv::ImageOperandsMask bit) {
  const size_t maskAt = imageOperandsMaskAt(in);
  if (!maskAt) return 0;
  const uint32_t mask = in.words[maskAt], want = uint32_t(bit);
  if (!(mask & want)) return 0;
  size_t at = maskAt + 1;
  for (uint32_t b = 1; b < want; b <<= 1)
    if (mask & b) at += operandWords(b);
  return at < in.words.size() ? at : 0;
}

bool isSampledLookup(Op op) {
  return op == Op::OpImageSampleExplicitLod || op == Op::OpImageSampleDrefExplicitLod;
}

// The image reads whose ConstOffset and vector result the mutations move.
bool isFetchOrGather(Op op) {
  return op == Op::OpImageFetch || op == Op::OpImageGather || op == Op::OpImageDrefGather ||
         isSampledLookup(op);
}

size_t gatherComponent(Module& m) {
  size_t sites = 0;
  for (Instruction& in : m.code) {
    if (in.op() != Op::OpImageGather) continue;
    uint32_t k = 0;
    if (!m.constantValue(in.words[5], &k)) continue;
    in.words[5] = m.intConstant(m.typeOf(in.words[5]), (k + 1) % 4);
    ++sites;
  }
  return sites;
}

// The constant `id` (a ConstOffset) with 1 added to its x component; 0 if it is no integer constant.
uint32_t offsetPlusOne(Module& m, uint32_t id) {
  const Instruction* d = m.def(id);
  if (!d || !m.intComponents(d->type)) return 0;
  const uint32_t type = d->type;
  uint32_t x = 0;
  if (m.constantValue(id, &x)) return m.intConstant(type, x + 1);
  std::vector<uint32_t> parts;
  if (d->op() == Op::OpConstantComposite)
    parts.assign(d->words.begin() + 3, d->words.end());
  else if (d->op() == Op::OpConstantNull && m.intComponents(type) > 1)
    parts.assign(m.intComponents(type), m.intConstant(m.componentType(type), 0));
  else if (d->op() == Op::OpConstantNull)
    return m.intConstant(type, 1);
  if (parts.empty() || !m.constantValue(parts[0], &x)) return 0;
  parts[0] = m.intConstant(m.typeOf(parts[0]), x + 1);
  return m.compositeConstant(type, parts);
}

size_t constOffsetPlusOne(Module& m) {
  size_t sites = 0;
  for (Instruction& in : m.code) {
    if (!isFetchOrGather(in.op())) continue;
    const size_t at = imageOperandAt(in, spv::ImageOperandsMask::ConstOffset);
    if (!at) continue;
    if (const uint32_t moved = offsetPlusOne(m, in.words[at])) {
      in.words[at] = moved;
      ++sites;
    }
  }
  return sites;
}

// Replaces the operand at `pick(in)` of every instruction that has one, of a type `accept` takes,
// with `op`(value, constant) computed just before it (constant first where `constantFirst`); the
// constant comes from `constantOf`(module, the operand's type), 0 to skip the site.
template <typename Pick, typename ConstantOf>
size_t combineWith(Module& m, Op op, Pick pick, ConstantOf constantOf, bool constantFirst = false) {
  size_t sites = 0;
  for (size_t i = 0; i < m.code.size(); ++i) {
    const size_t at = pick(m.code[i]);
    if (!at) continue;
    const uint32_t value = m.code[i].words[at], type = m.typeOf(value);
    const uint32_t constant = constantOf(m, type);
    if (!constant) continue;
    const uint32_t result = m.fresh(), a = constantFirst ? constant : value,
                   b = constantFirst ? value : constant;
    m.code.insert(m.code.begin() + i, m.adopt(make(op, {type, result, a, b}, type, result, {3, 4})));
    m.code[++i].words[at] = result;
    ++sites;
  }
  return sites;
}

// Replaces the integer operand at `pick(in)` of every instruction that has one with `op`(value, 1).
template <typename Pick>
size_t combineWithOne(Module& m, Op op, Pick pick) {
  return combineWith(m, op, pick, [](Module& mod, uint32_t type) {
    return mod.isInt32(type) ? mod.intConstant(type, 1) : 0u;
  });
}

// A binary32 constant (a scalar, or a vector with `x` in its first component and 0 elsewhere), or
// 0 where `type` is no binary32 scalar or vector.
uint32_t floatConstant(Module& m, uint32_t type, float x) {
  const uint32_t component = m.componentType(type);
  const Instruction* c = m.def(component);
  if (!c || c->op() != Op::OpTypeFloat || c->words[2] != 32) return 0;
  uint32_t bits, zero = 0;
  std::memcpy(&bits, &x, sizeof bits);
  if (component == type) return m.intConstant(type, bits);
  std::vector<uint32_t> parts(m.def(type)->words[3], m.intConstant(component, zero));
  parts[0] = m.intConstant(component, bits);
  return m.compositeConstant(type, parts);
}

// Every sampled lookup's Lod operand + x.
size_t lookupLodPlus(Module& m, float x) {
  return combineWith(
      m, Op::OpFAdd,
      [](const Instruction& in) -> size_t {
        return isSampledLookup(in.op()) ? imageOperandAt(in, spv::ImageOperandsMask::Lod) : 0;
      },
      [x](Module& mod, uint32_t type) { return floatConstant(mod, type, x); });
}

size_t lodPlusOne(Module& m) {
  const size_t integer = combineWithOne(m, Op::OpIAdd, [](const Instruction& in) -> size_t {
    if (in.op() == Op::OpImageQuerySizeLod) return 4;  // type, result, image, level
    if (in.op() == Op::OpImageFetch) return imageOperandAt(in, spv::ImageOperandsMask::Lod);
    return 0;
  });
  return integer + lookupLodPlus(m, 1.0f);
}

size_t coordinateStep(Module& m) {
  return combineWith(
      m, Op::OpFAdd, [](const Instruction& in) -> size_t { return isSampledLookup(in.op()) ? 4 : 0; },
      [](Module& mod, uint32_t type) { return floatConstant(mod, type, 1.0f / 4096); });
}

size_t drefInverted(Module& m) {
  return combineWith(
      m, Op::OpFSub,
      [](const Instruction& in) -> size_t {
        return in.op() == Op::OpImageSampleDrefExplicitLod || in.op() == Op::OpImageDrefGather ? 5 : 0;
      },
      [](Module& mod, uint32_t type) { return floatConstant(mod, type, 1.0f); }, true);
}

// A binary32 vector constant of `type` with the given components (as many as it has), or 0.
uint32_t floatVector(Module& m, uint32_t type, const std::vector<float>& values) {
  const uint32_t component = m.componentType(type);
  const Instruction *c = m.def(component), *v = m.def(type);
  if (!c || c->op() != Op::OpTypeFloat || c->words[2] != 32 || !v || v->op() != Op::OpTypeVector) return 0;
  std::vector<uint32_t> parts;
  for (uint32_t k = 0; k < v->words[3]; ++k) {
    uint32_t bits;
    const float x = k < values.size() ? values[k] : 0.0f;
    std::memcpy(&bits, &x, sizeof bits);
    parts.push_back(m.intConstant(component, bits));
  }
  return m.compositeConstant(type, parts);
}

// Every Grad operand's dP/dx with its first component doubled (x 2, other components x 1).
size_t gradXDoubled(Module& m) {
  return combineWith(
      m, Op::OpFMul,
      [](const Instruction& in) -> size_t {
        return isSampledLookup(in.op()) ? imageOperandAt(in, spv::ImageOperandsMask::Grad) : 0;
      },
      [](Module& mod, uint32_t type) {
        return mod.componentType(type) == type ? floatConstant(mod, type, 2.0f)
                                               : floatVector(mod, type, {2.0f, 1.0f, 1.0f});
      });
}

// The OpVariable decorated BuiltIn GlobalInvocationId, or 0.
uint32_t globalInvocationId(const Module& m) {
  for (const Instruction& in : m.code)
    if (in.op() == Op::OpDecorate && in.words.size() == 4 &&
        in.words[2] == uint32_t(spv::Decoration::BuiltIn) &&
        in.words[3] == uint32_t(spv::BuiltIn::GlobalInvocationId))
      return in.words[1];
  return 0;
}

// The Dim of the image a sampled lookup reads, through its OpTypeSampledImage.
bool readsCube(const Module& m, const Instruction& lookup) {
  const Instruction* sampledImage = m.def(m.typeOf(lookup.words[3]));
  if (!sampledImage || sampledImage->op() != Op::OpTypeSampledImage) return false;
  const Instruction* image = m.def(sampledImage->words[2]);
  return image && image->op() == Op::OpTypeImage && spv::Dim(image->words[3]) == spv::Dim::Cube;
}

// Direction x (1, 1 + e, 1 + 2e) on even invocations and x (1 + 2e, 1 + e, 1) on odd ones (the cube
// index, a cube array's fourth component, x 1): between any two tied axes the later one wins on
// even invocations and the earlier one on odd ones, so repeats of a tied direction read different
// faces, each of them a tied face.
size_t cubeTieAlternates(Module& m) {
  const uint32_t invocation = globalInvocationId(m);
  const Instruction* pointer = m.def(m.typeOf(invocation));
  if (!invocation || !pointer || pointer->op() != Op::OpTypePointer) return 0;
  const uint32_t uvec = pointer->words[3], uintType = m.componentType(uvec);
  if (!m.isInt32(uintType)) return 0;
  const float e = 1.0f / 1024;
  size_t sites = 0;
  for (size_t i = 0; i < m.code.size(); ++i) {
    if (!isSampledLookup(m.code[i].op()) || !readsCube(m, m.code[i])) continue;
    const uint32_t coord = m.code[i].words[4], type = m.typeOf(coord), floatType = m.componentType(type);
    const uint32_t even = floatVector(m, type, {1, 1 + e, 1 + 2 * e, 1});
    const uint32_t oddMinusEven = floatVector(m, type, {2 * e, 0, -2 * e, 0});
    if (!even || !oddMinusEven) continue;
    const uint32_t one = m.intConstant(uintType, 1);
    const uint32_t id = m.fresh(), x = m.fresh(), bit = m.fresh(), odd = m.fresh(), step = m.fresh(),
                   factor = m.fresh(), moved = m.fresh();
    std::vector<Instruction> before;
    before.push_back(make(Op::OpLoad, {uvec, id, invocation}, uvec, id, {3}));
    before.push_back(make(Op::OpCompositeExtract, {uintType, x, id, 0}, uintType, x, {3}));
    before.push_back(make(Op::OpBitwiseAnd, {uintType, bit, x, one}, uintType, bit, {3, 4}));
    before.push_back(make(Op::OpConvertUToF, {floatType, odd, bit}, floatType, odd, {3}));
    before.push_back(make(Op::OpVectorTimesScalar, {type, step, oddMinusEven, odd}, type, step, {3, 4}));
    before.push_back(make(Op::OpFAdd, {type, factor, even, step}, type, factor, {3, 4}));
    before.push_back(make(Op::OpFMul, {type, moved, coord, factor}, type, moved, {3, 4}));
    for (Instruction& in : before) m.adopt(in);
    m.code.insert(m.code.begin() + i, before.begin(), before.end());
    i += before.size();
    m.code[i].words[4] = moved;
    ++sites;
  }
  return sites;
}

// The access chain `loaded` was loaded through, where it is a one-index OpAccessChain of `code`.
Instruction* accessChainOf(Module& m, const std::map<uint32_t, size_t>& at, uint32_t loaded) {
  const auto load = at.find(loaded);
  if (load == at.end() || m.code[load->second].op() != Op::OpLoad) return nullptr;
  const auto chain = at.find(m.code[load->second].words[3]);
  if (chain == at.end()) return nullptr;
  Instruction& in = m.code[chain->second];
  return in.op() == Op::OpAccessChain && in.words.size() == 5 ? &in : nullptr;
}

// Separate samplers (shaders/fetch.comp): texture slot k is joined to sampler element
// slots - 1 - k; the mutant takes element k, as a driver would that reads a sampler at its
// texture's index. Modules with one slot (no arrays) have no site.
size_t samplerAtTextureIndex(Module& m) {
  std::map<uint32_t, size_t> at;
  for (size_t i = 0; i < m.code.size(); ++i)
    if (m.code[i].result) at[m.code[i].result] = i;
  size_t sites = 0;
  for (const Instruction& in : m.code) {
    if (in.op() != Op::OpSampledImage) continue;  // %r = OpSampledImage %type %image %sampler
    const Instruction* image = accessChainOf(m, at, in.words[3]);
    Instruction* sampler = accessChainOf(m, at, in.words[4]);
    if (!image || !sampler || image->words[4] == sampler->words[4]) continue;
    sampler->words[4] = image->words[4];
    ++sites;
  }
  return sites;
}

// A descriptor array indexed at run time (shaders/fetch.comp with a run-time slot index): each
// access chain into a UniformConstant array takes OpGroupNonUniformBroadcastFirst(index) instead
// of the index, so every lane of a subgroup reads the first active lane's descriptor: the classic
// wrong lowering of a NonUniform index. Constant indices and uniform ones are left alone in effect
// (a dynamically uniform index is the same in every lane), so only NonUniform cases can kill it.
size_t firstLaneDescriptor(Module& m) {
  size_t sites = 0;
  for (size_t i = 0; i < m.code.size(); ++i) {
    Instruction& chain = m.code[i];
    if (chain.op() != Op::OpAccessChain || chain.words.size() != 5 || chain.added) continue;
    const Instruction* base = m.def(chain.words[3]);
    uint32_t constant = 0;
    if (!base || base->op() != Op::OpVariable ||
        base->words[3] != uint32_t(spv::StorageClass::UniformConstant) ||
        m.constantValue(chain.words[4], &constant))
      continue;
    const uint32_t index = chain.words[4], type = m.typeOf(index);
    if (!m.isInt32(type)) continue;
    m.requireCapability(spv::Capability::GroupNonUniformBallot);
    const uint32_t subgroup = m.intConstant(type, uint32_t(spv::Scope::Subgroup));
    const uint32_t first = m.fresh();
    chain.words[4] = first;
    m.code.insert(m.code.begin() + i, m.adopt(make(Op::OpGroupNonUniformBroadcastFirst,
                                                   {type, first, subgroup, index}, type, first, {3, 4})));
    ++i;
    ++sites;
  }
  return sites;
}

size_t sampleXorOne(Module& m) {
  return combineWithOne(m, Op::OpBitwiseXor, [](const Instruction& in) -> size_t {
    return in.op() == Op::OpImageFetch ? imageOperandAt(in, spv::ImageOperandsMask::Sample) : 0;
  });
}

size_t resultSwizzle(Module& m) {
  std::map<uint32_t, uint32_t> swizzled;  // result -> its shuffle
  for (size_t i = 0; i < m.code.size(); ++i) {
    const Instruction& in = m.code[i];
    const Op op = in.op();
    if (!isFetchOrGather(op) && op != Op::OpImageQuerySizeLod && op != Op::OpImageQuerySize) continue;
    const Instruction* type = m.def(in.type);
    if (!type || type->op() != Op::OpTypeVector || type->words[3] < 2) continue;
    const uint32_t n = type->words[3], value = in.result, result = m.fresh();
    Instruction shuffle =
        make(Op::OpVectorShuffle, {in.type, result, value, value, 1, 0}, in.type, result, {3, 4});
    for (uint32_t c = 2; c < n; ++c) shuffle.words.push_back(c);
    shuffle.words[0] = uint32_t(shuffle.words.size()) << 16 | uint32_t(Op::OpVectorShuffle);
    swizzled[value] = result;
    m.code.insert(m.code.begin() + i + 1, m.adopt(std::move(shuffle)));
    ++i;
  }
  if (swizzled.empty()) return 0;
  bool inFunction = false;  // names and decorations keep naming the original
  for (Instruction& in : m.code) {
    inFunction = inFunction || in.op() == Op::OpFunction;
    if (!inFunction || in.added) continue;
    for (uint16_t at : in.uses) {
      auto it = swizzled.find(in.words[at]);
      if (it != swizzled.end()) in.words[at] = it->second;
    }
  }
  return swizzled.size();
}

// Coordinate components a fetch takes on an image type: the spatial axes and the layer.
uint32_t coordinateComponents(const Instruction& image) {
  uint32_t n = 0;
  switch (spv::Dim(image.words[3])) {
    case spv::Dim::Dim1D:
    case spv::Dim::Buffer: n = 1; break;
    case spv::Dim::Dim2D:
    case spv::Dim::Rect: n = 2; break;
    case spv::Dim::Dim3D: n = 3; break;
    default: return 0;
  }
  return n + (image.words[5] ? 1 : 0);  // Arrayed
}

size_t oobClamp(Module& m) {
  size_t sites = 0;
  for (size_t i = 0; i < m.code.size(); ++i) {
    if (m.code[i].op() != Op::OpImageFetch) continue;
    const uint32_t image = m.code[i].words[3], coord = m.code[i].words[4], type = m.typeOf(coord);
    const Instruction* imageType = m.def(m.typeOf(image));
    if (!imageType || imageType->op() != Op::OpTypeImage) continue;
    // A coordinate longer than the image needs (LD-05's garbage lanes) has no size to clamp to.
    const uint32_t n = m.intComponents(type);
    if (!n || n != coordinateComponents(*imageType)) continue;
    const bool levelless = imageType->words[6] || spv::Dim(imageType->words[3]) == spv::Dim::Buffer;  // MS
    const size_t lodAt = imageOperandAt(m.code[i], spv::ImageOperandsMask::Lod);
    const uint32_t lod = lodAt ? m.code[i].words[lodAt] : m.intConstant(m.componentType(type), 0);
    const uint32_t zeros = m.splat(type, 0), ones = m.splat(type, 1), glsl = m.glslStd450();
    const uint32_t size = m.fresh(), last = m.fresh(), clamped = m.fresh();
    std::vector<Instruction> before;
    before.push_back(levelless ? make(Op::OpImageQuerySize, {type, size, image}, type, size, {3})
                               : make(Op::OpImageQuerySizeLod, {type, size, image, lod}, type, size, {3, 4}));
    before.push_back(make(Op::OpISub, {type, last, size, ones}, type, last, {3, 4}));
    before.push_back(make(Op::OpExtInst,
                          {type, clamped, glsl, uint32_t(GLSLstd450SClamp), coord, zeros, last}, type,
                          clamped, {3, 5, 6, 7}));
    for (Instruction& in : before) m.adopt(in);
    m.code.insert(m.code.begin() + i, before.begin(), before.end());
    i += before.size();
    m.code[i].words[4] = clamped;
    m.requireCapability(spv::Capability::ImageQuery);
    ++sites;
  }
  return sites;
}

}  // namespace

const std::vector<MutationInfo>& allMutations() {
  static const std::vector<MutationInfo> all = {
      {Mutation::GatherComponent, "gather_component", "OpImageGather reads component (k + 1) % 4, not k"},
      {Mutation::ConstOffsetPlusOne, "const_offset_plus_one", "every ConstOffset moved by +1 in x"},
      {Mutation::LodPlusOne, "lod_plus_one", "fetches, sampled lookups and size queries use level + 1"},
      {Mutation::SampleXorOne, "sample_xor_one", "multisample fetches read sample ^ 1"},
      {Mutation::ResultSwizzle, "result_swizzle", "fetch, gather and size results with .x and .y swapped"},
      {Mutation::OobClamp, "oob_clamp",
       "fetch coordinates clamped into the image: out of bounds reads a texel"},
      {Mutation::CoordinateStep, "coordinate_step",
       "sampled lookups' s moved by 2^-12 (one 2^-8 sub-texel step on a 16-texel axis)"},
      {Mutation::DrefInverted, "dref_inverted", "depth compares take 1 - Dref"},
      {Mutation::CubeTieAlternates, "cube_tie_alternates",
       "cube directions scaled by (1, 1+2^-10, 1+2^-9) on even invocations, (1+2^-9, 1+2^-10, 1) on odd: "
       "repeats of a tie read different tied faces"},
      {Mutation::SamplerAtTextureIndex, "sampler_at_texture_index",
       "separate samplers joined at their texture's array index, not their own"},
      {Mutation::LodPlusQuarter, "lod_plus_quarter", "sampled lookups' Lod + 1/4"},
      {Mutation::GradXDoubled, "grad_x_doubled", "the x component of Grad's dP/dx doubled"},
      {Mutation::FirstLaneDescriptor, "first_lane_descriptor",
       "a run-time descriptor array index replaced by the first active lane's (subgroupBroadcastFirst), as "
       "a wrong lowering of NonUniform indexing does"},
  };
  return all;
}

const MutationInfo& infoOf(Mutation m) {
  for (const MutationInfo& info : allMutations())
    if (info.mutation == m) return info;
  throw std::logic_error("unknown mutation");
}

size_t applyMutation(Mutation mutation, std::vector<uint32_t>& spirv) {
  Module m(spirv);
  size_t sites = 0;
  switch (mutation) {
    case Mutation::GatherComponent: sites = gatherComponent(m); break;
    case Mutation::ConstOffsetPlusOne: sites = constOffsetPlusOne(m); break;
    case Mutation::LodPlusOne: sites = lodPlusOne(m); break;
    case Mutation::SampleXorOne: sites = sampleXorOne(m); break;
    case Mutation::ResultSwizzle: sites = resultSwizzle(m); break;
    case Mutation::OobClamp: sites = oobClamp(m); break;
    case Mutation::CoordinateStep: sites = coordinateStep(m); break;
    case Mutation::DrefInverted: sites = drefInverted(m); break;
    case Mutation::CubeTieAlternates: sites = cubeTieAlternates(m); break;
    case Mutation::SamplerAtTextureIndex: sites = samplerAtTextureIndex(m); break;
    case Mutation::LodPlusQuarter: sites = lookupLodPlus(m, 0.25f); break;
    case Mutation::GradXDoubled: sites = gradXDoubled(m); break;
    case Mutation::FirstLaneDescriptor: sites = firstLaneDescriptor(m); break;
  }
  if (sites) spirv = m.words();
  return sites;
}

}  // namespace vktexel::selftest
