// ptoc: vlayout --emit=mlir
// calls without vector results: every vector operand (a function argument,
// a call result, the same value twice) gets its own cast to the plain type;
// the operand list of the type signature is plain; the function argument %v
// is never retyped although the call to @g gives it a state
func.func private @g(vector<128xi16>) -> vector<128xi16>
func.func private @sink(vector<128xi16>, vector<128xi16>, vector<128xi1>)
func.func @calls(%in: memref<128xi16>, %v: vector<128xi16>) {
  %c0 = arith.constant 0 : index
  %b = ave.hir.vload <NORM> %in[%c0] : memref<128xi16> into vector<128xi16>
  %p = ave.hir.pge <ALL> : vector<128xi1>
  %r = func.call @g(%v) : (vector<128xi16>) -> vector<128xi16>
  func.call @sink(%b, %r, %p) : (vector<128xi16>, vector<128xi16>, vector<128xi1>) -> ()
  call @sink(%b, %b, %p) : (vector<128xi16>, vector<128xi16>, vector<128xi1>) -> ()
  return
}
