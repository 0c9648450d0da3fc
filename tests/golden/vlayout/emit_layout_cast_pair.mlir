// ptoc: vlayout --emit=mlir
// a none -> b8 -> none layout_cast pair: the entry cast keeps the layout in
// its result type and gives it to its source; the exit casts take the
// state their consumers want (b16 under the 16-bit select, with dintlv2;
// b8 under the 8-bit one) and every reader of a retyped value prints it
func.func @pin(%x: memref<128xi16>, %y: memref<256xi8>, %o: memref<128xi16>, %o8: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<256xi1>
  %a = ave.hir.vload <NORM> %y[%c0] : memref<256xi8> into vector<256xi8>
  %c = ave.hir.vcmp <NE> %a, %a, %m : vector<256xi8>, vector<256xi1> -> vector<256xi1>
  %p = ave.hir.vector.layout_cast %c : vector<256xi1> -> vector<256xi1, #ave.vector_layout<{mem = #ave.vec_mem_type<b8>}>>
  %q = ave.hir.vector.layout_cast %p : vector<256xi1, #ave.vector_layout<{mem = #ave.vec_mem_type<b8>}>> -> vector<256xi1>
  %q2 = ave.hir.vector.layout_cast %p : vector<256xi1, #ave.vector_layout<{mem = #ave.vec_mem_type<b8>}>> -> vector<256xi1>
  %v = ave.hir.vload <NORM> %x[%c0] : memref<128xi16> into vector<128xi16>
  %s = ave.hir.vsel %q, %v, %v : vector<256xi1>, vector<128xi16>
  %k = ave.hir.pge <ALL> : vector<128xi1>
  ave.hir.masked_store <NORM_B16> %o[%c0], %k, %s : memref<128xi16>, vector<128xi1>, vector<128xi16>
  %b = ave.hir.vsel %q2, %a, %a : vector<256xi1>, vector<256xi8>
  ave.hir.masked_store <NORM_B8> %o8[%c0], %m, %b : memref<256xi8>, vector<256xi1>, vector<256xi8>
  return
}
