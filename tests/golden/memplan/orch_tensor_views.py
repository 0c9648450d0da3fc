# ptoc: opt --passes=init_mem_ref
# A tensor.slice in an orchestration function is a view of its input's DDR MemRef: the same
# base at the window's byte offset (rows * row bytes + column * element bytes), sized for the
# window's extent in the input's layout, first element to last (b: (15 * 32 + 8) * 4 = 1952
# bytes, as the reference sizes a slice); a runtime offset stays an INDEX expression.  A slice covering the whole input from its
# start shares the input's MemRef.  A tensor.assemble result is its destination: it shares the
# destination's MemRef.
import pypto.language as pl

@pl.program
class SliceViews:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 32], pl.FP32], i: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 8], pl.FP32]:
        a: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x, [16, 32], [16, 0])
        b: pl.Tensor[[16, 8], pl.FP32] = pl.tensor.slice(a, [16, 8], [0, 8])
        c: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(x, [16, 32], [i, 0])
        d: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.slice(x, [64, 32], [0, 0])
        e: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.create([64, 32], dtype=pl.FP32)
        f: pl.Tensor[[64, 32], pl.FP32] = pl.tensor.assemble(e, a, [16, 0])
        return b
