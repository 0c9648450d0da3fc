// ptoc: vlayout --emit=mlir
// a two-result call: one default-layout cast per result (%r#0 -> b8,
// %r#1 -> b16), named %r_0_dflt / %r_1_dflt, read by the stores; statements
// continued on a line starting with `:` keep their shape: a new
// functionType dictionary stays on the operand line, an existing one is merged
func.func private @two(vector<64xi8>) -> (vector<64xi8>, vector<64xi16>)
func.func @edge(%in: memref<64xi8>, %out: memref<64xi8>, %o16: memref<64xi16>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %in[%c0] {hivm.x}
    : memref<64xi8> into vector<64xi8>
  %r:2 = func.call @two(%a) : (vector<64xi8>) -> (vector<64xi8>, vector<64xi16>)   // trailing
  // a comment line
  ave.hir.masked_store <NORM_B8> %out[%c0], %m, %r#0 : memref<64xi8>, vector<64xi1>, vector<64xi8>
  %k = ave.hir.pge <ALL> : vector<64xi1>
  ave.hir.masked_store <NORM_B16> %o16[%c0], %k, %r#1
    : memref<64xi16>, vector<64xi1>, vector<64xi16>
  return
}
