# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

SINGLE = pl.MemRef()


@pl.program
class SingleSlotDeclaration:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, SINGLE, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        return pl.store(t0, [0, 0], output)
