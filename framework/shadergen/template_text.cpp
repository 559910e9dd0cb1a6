#include "shadergen/template_text.h"

#include "embedded_shaders.h"

#include <stdexcept>

namespace vktexel::shadergen {

std::string templateText(const char* name) {
  const char* text = templates::find(name);
  if (!text) throw std::logic_error(std::string("shader template ") + name + " is not embedded");
  return text;
}

void replaceAll(std::string& text, const std::string& marker, const std::string& value) {
  size_t pos = 0;
  bool found = false;
  while ((pos = text.find(marker, pos)) != std::string::npos) {
    text.replace(pos, marker.size(), value);
    pos += value.size();
    found = true;
  }
  if (!found) throw std::logic_error("shader template lacks marker " + marker);
}

const char* typePrefix(model::SampledType t) {
  switch (t) {
    case model::SampledType::Float: return "";
    case model::SampledType::Sint: return "i";
    case model::SampledType::Uint: return "u";
  }
  return "";
}

}  // namespace vktexel::shadergen
