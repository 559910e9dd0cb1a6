#include "model/cited_bounds.h"

#include "model/bc.h"

namespace vktexel::model {

std::string citedBoundOf(const FormatInfo& f) {
  switch (f.compression) {
    case Compression::BC1Rgb:
    case Compression::BC1Rgba:
    case Compression::BC2:
    case Compression::BC3:
    case Compression::BC4:
    case Compression::BC5: return kBcErrorTolerance;
    default: return "";
  }
}

}  // namespace vktexel::model
