// ptoc: vlayout --report
// vintlv/vdintlv without layout_change: both results share a state; i8 results
// that must be b8_2vl (16-bit masked store pk) give intlv2 with b8 sources; a
// deinterleave also reports intlv2
func.func @intlv(%a: memref<256xi8>, %o: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %x = ave.hir.vload <NORM> %a[%c0] : memref<256xi8> into vector<256xi8>
  %y = ave.hir.vload <NORM> %a[%c0] : memref<256xi8> into vector<256xi8>
  %r1, %r2 = ave.hir.vdintlv %x, %y : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %e = ave.hir.vextsi %r1, %m {part = #ave.vcvt_part_type<part_even>} : vector<256xi8>, vector<128xi16>, vector<128xi1>
  ave.hir.masked_store <NORM_B16> %o[%c0], %m, %e : memref<256xi8>, vector<128xi1>, vector<128xi16>
  ave.hir.masked_store <NORM_B16> %o[%c0], %m, %r2 : memref<256xi8>, vector<128xi1>, vector<256xi8>
  return
}
