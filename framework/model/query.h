// Image queries (SEMANTICS §7; PTX txq, P-04, P-05, P-30, P-33..P-36): the values of
// OpImageQuerySizeLod and OpImageQueryLevels on a view.
#pragma once

#include "model/expectation.h"
#include "model/fetch.h"
#include "model/image.h"

namespace vktexel::model {

// QuerySizeLod: (w[, h][, d | layers]) of level baseMipLevel + lod, zeros after the last component;
// lod outside [0, levelCount) is undefined (Unchecked). QueryLevels: (levelCount, 0, 0, 0).
Expectation expectQuery(const ImageSpec& image, const ViewSpec& view, const FetchQuery& q);

// How many components OpImageQuerySizeLod returns for a view type (the array size is last).
int sizeComponents(ViewType v);

}  // namespace vktexel::model
