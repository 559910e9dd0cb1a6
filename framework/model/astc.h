// ASTC LDR (2D), as the Khronos Data Format Specification 1.4 gives it ("ASTC Compressed Texture
// Image Formats"). The block header is read here, from the specification's tables: what a block
// is (void-extent, illegal, which endpoint modes), which decides the error colour. A legal block's
// bitstream (integer sequences, endpoint modes, partition hash, weight infill) is read by ARM's
// reference codec (Debian's libastcenc, model/astc_codec_block.h), as the issue that added ASTC
// asks; the weights are applied by the model's own arithmetic (model/astc_weight_application.h).
#pragma once

#include "model/faults.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace vktexel::model {

// What a block's header says ("Block Mode", "Color Endpoint Mode", "Illegal Encodings").
struct AstcBlockHeader {
  bool voidExtent = false;
  bool hdrVoidExtent = false;  // bit 9 of a void-extent block: its colour is FP16 (HDR)
  // A void extent whose low coordinate is not below its high one is illegal ("Illegal
  // Encodings"), yet "void extents may not be checked" ("Void-Extent Blocks"): a decoder may
  // return the error colour or the block's colour, so the model leaves its texels open.
  bool uncheckedVoidExtent = false;
  // One of "Illegal Encodings", or "" for a legal block: every texel is the error colour.
  std::string illegal;
  uint32_t gridWidth = 0, gridHeight = 0;
  bool dualPlane = false;
  uint32_t weightLevels = 0;  // the weight range is 0 .. weightLevels - 1
  uint32_t weightBits = 0;    // integer-sequence-encoded weight grid
  uint32_t partitions = 0;
  std::array<uint8_t, 4> endpointModes{};  // the CEM of each partition
  uint32_t colorIntegers = 0, colorBits = 0;
  // The CEMs 2, 3, 7, 11, 14 and 15 are HDR endpoint modes: their texels are the error colour in
  // the LDR and sRGB operation modes ("HDR Endpoint Modes", "LDR Profile Support").
  bool hdrPartition(uint32_t p) const;
  bool anyHdrPartition() const;
};
AstcBlockHeader readAstcHeader(const uint8_t* block, uint32_t blockWidth, uint32_t blockHeight);

bool isHdrEndpointMode(uint32_t cem);

// Number of bits the integer sequence encoding of `count` values in 0 .. levels - 1 takes
// ("Integer Sequence Encoding": n bits, 8 + 5n per five trits, 7 + 3n per three quints).
uint32_t iseBits(uint32_t count, uint32_t levels);

// One decoded texel.
struct AstcTexel {
  bool error = false;  // the error colour (an illegal block, or an HDR endpoint or void extent)
  bool open = false;   // the specification allows more than one result (uncheckedVoidExtent)
  // C of each channel: the UNORM16 interpolation result ("Weight Application"), or a void extent's
  // stored colour.
  std::array<uint16_t, 4> c{};
  // Linear LDR with decode_float16: C == 65535 ? 1.0 : C / 65536 rounded toward zero to FP16.
  std::array<float, 4> float16{};
  // sRGB: the top 8 bits of C (R', G', B' still encoded; A linear).
  std::array<uint8_t, 4> top8{};
};
// Texel (x, y) of one 16-byte block of a footprint blockWidth x blockHeight, in the linear LDR
// (srgb false) or sRGB operation mode.
AstcTexel decodeAstcTexel(const uint8_t* block, uint32_t blockWidth, uint32_t blockHeight, bool srgb,
                          uint32_t x, uint32_t y, const ModelFaults& faults = {});

// Block writers for the fills. Every legal block mode of a footprint (weight grid, range and
// planes), in increasing mode value.
const std::vector<uint16_t>& legalAstcBlockModes(uint32_t blockWidth, uint32_t blockHeight);
// Kinds of block astcBlockKind writes: the legal modes, then the special encodings (void extents,
// each illegal encoding that can be written for the footprint, HDR endpoints).
uint32_t astcBlockKinds(uint32_t blockWidth, uint32_t blockHeight);
// Rewrites the header of a block of random bits into kind n (mod astcBlockKinds): mode n with
// 1 + n % 4 partitions and LDR endpoint modes that fit when any do, or the n-th special encoding.
// Weight, endpoint and partition bits stay random.
void setAstcBlockKind(uint8_t* block, uint32_t blockWidth, uint32_t blockHeight, uint32_t n);
// A constant-colour LDR void-extent block (no extent: every coordinate all ones), C = rgba.
void setAstcVoidExtent(uint8_t* block, const std::array<uint16_t, 4>& rgba);
// A void-extent block of random bits whose extent is not all ones would promise a constant colour
// beyond its block ("Results from invalid void extents are undefined"), or leave the result open
// (uncheckedVoidExtent): its coordinates become all ones. Other blocks are left alone.
void clearAstcVoidExtent(uint8_t* block);

}  // namespace vktexel::model
