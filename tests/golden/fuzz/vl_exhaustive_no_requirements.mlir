// ptoc: vlayout --report --solver=exhaustive
// Fuzz regression (fuzz_vlayout, UBSan): ops whose rule alternatives carry no
// requirements must not offset the empty requirement array (NULL + 0).
// broadcast (scalar + mask) gives its mask M(state); scalar_broadcast accepts
// any legal state; vci of a b8_4vl i8 value is intlv4 (an 8 -> 32 widening
// needs b8_4vl), of a dense one none
func.func @bcast(%s: f32, %i: i8, %o: memref<64xf32>, %o32: memref<64xi32>, %o8: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %b = ave.hir.broadcast %s, %m : f32, vector<64xi1> -> vector<64xf32>
  ave.hir.masked_store <NORM_B32> %o[%c0], %m, %b : memref<64xf32>, vector<64xi1>, vector<64xf32>
  %v = ave.hir.vci %i, <INCREASE> : i8, vector<64xi8>
  %e = ave.hir.vextsi %v, %m {pp = #ave.vcvt_pp_type<pp0>} : vector<64xi8>, vector<64xi32>, vector<64xi1>
  ave.hir.masked_store <NORM_B32> %o32[%c0], %m, %e : memref<64xi32>, vector<64xi1>, vector<64xi32>
  %w = ave.hir.vci %i, <INCREASE> : i8, vector<256xi8>
  %k = ave.hir.pge <ALL> : vector<256xi1>
  ave.hir.masked_store <NORM_B8> %o8[%c0], %k, %w : memref<256xi8>, vector<256xi1>, vector<256xi8>
  %t = ave.hir.scalar_broadcast %i : i8 -> vector<256xi8>
  return
}
