// ptoc: vlayout --report
// conversions dispatch on folded widths: f32 -> i16 narrows (R10), f16 -> i32
// widens (R11), f32 -> i32 and f32 -> i64 are "equal" (same-layout group)
func.func @convert(%x: memref<64xf32>, %h: memref<64xf16>, %o16: memref<64xi16>, %o32: memref<64xi32>, %o64: memref<64xi64>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %f = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  %a = ave.hir.vfptosi %f, <trunc>, %m {sat = true} : vector<64xf32>, vector<64xi1>, vector<64xi16>
  %k = ave.hir.pge <ALL> : vector<64xi1>
  ave.hir.store_with_stride %o16[%c0], %c0, %k, %a : memref<64xi16>, vector<64xi1>, vector<64xi16>
  %g = ave.hir.vload <NORM> %h[%c0] : memref<64xf16> into vector<64xf16>
  %b = ave.hir.vfptosi %g, <trunc>, %m {sat = true} : vector<64xf16>, vector<64xi1>, vector<64xi32>
  ave.hir.masked_store <NORM_B32> %o32[%c0], %m, %b : memref<64xi32>, vector<64xi1>, vector<64xi32>
  %c = ave.hir.vfptoui %f, <rint>, false, <part_even>, %m : vector<64xf32>, vector<64xi1>, vector<64xi64>
  ave.hir.masked_store <NORM_B32> %o64[%c0], %m, %c : memref<64xi64>, vector<64xi1>, vector<64xi64>
  return
}
