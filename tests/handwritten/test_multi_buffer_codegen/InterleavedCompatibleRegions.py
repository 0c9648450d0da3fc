# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

INTERLEAVED_A = pl.MemRef(slots=2)
INTERLEAVED_B = pl.MemRef(slots=2)


@pl.program
class InterleavedCompatibleRegions:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        b: pl.Tensor[[64, 64], pl.FP32],
        out_a: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        a0: pl.Tile[[64, 64], pl.FP32, INTERLEAVED_A[0], pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        b0: pl.Tile[[64, 64], pl.FP32, INTERLEAVED_B[0], pl.Mem.Vec] = pl.load(b, [0, 0], [64, 64])
        b1: pl.Tile[[64, 64], pl.FP32, INTERLEAVED_B[1], pl.Mem.Vec] = pl.exp(b0)
        result_b = pl.store(b1, [0, 0], out_b)
        a1: pl.Tile[[64, 64], pl.FP32, INTERLEAVED_A[1], pl.Mem.Vec] = pl.exp(a0)
        result_a = pl.store(a1, [0, 0], out_a)
        return result_a, result_b
