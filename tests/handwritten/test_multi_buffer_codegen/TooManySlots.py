# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

TOO_MANY = pl.MemRef(slots=17)


@pl.program
class TooManySlots:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        t0: pl.Tile[[32, 32], pl.FP32, TOO_MANY[0], pl.Mem.Vec] = pl.load(a, [0, 0], [32, 32])
        t1: pl.Tile[[32, 32], pl.FP32, TOO_MANY[1], pl.Mem.Vec] = pl.exp(t0)
        return pl.store(t1, [0, 0], output)
