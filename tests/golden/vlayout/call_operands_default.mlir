// ptoc: vlayout --report
// a call without vector results: its operands are a product of legal states,
// first operand fastest; unconstrained operands take b8 / b16 / b32; a later
// pin (b8_4vl through a layout_cast pair) is honoured; operands lose their
// layout through casts (callarg) and the callee is never looked at
func.func private @sink(vector<128xi8>, vector<128xi16>, vector<128xi1>, vector<128xi8>)
func.func @caller(%in8: memref<128xi8>, %in16: memref<128xi16>) {
  %c0 = arith.constant 0 : index
  %a = ave.hir.vload <NORM> %in8[%c0] : memref<128xi8> into vector<128xi8>
  %b = ave.hir.vload <NORM> %in16[%c0] : memref<128xi16> into vector<128xi16>
  %p = ave.hir.pge <ALL> : vector<128xi1>
  %d = ave.hir.vload <NORM> %in8[%c0] : memref<128xi8> into vector<128xi8>
  %pin = ave.hir.vector.layout_cast %d : vector<128xi8> -> vector<128xi8, #ave.vector_layout<{mem = #ave.vec_mem_type<b8_4vl>}>>
  %e = ave.hir.vector.layout_cast %pin : vector<128xi8, #ave.vector_layout<{mem = #ave.vec_mem_type<b8_4vl>}>> -> vector<128xi8>
  func.call @sink(%a, %b, %p, %d) : (vector<128xi8>, vector<128xi16>, vector<128xi1>, vector<128xi8>) -> ()
  call @sink(%a, %b, %p, %d) : (vector<128xi8>, vector<128xi16>, vector<128xi1>, vector<128xi8>) -> ()
  return
}
