# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

MIXED_INDEX_SLOTS = pl.MemRef(slots=2)


@pl.program
class MixedIndexSlotsInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.range(4):
            lo: pl.Tile[[64, 64], pl.FP32, MIXED_INDEX_SLOTS[0], pl.Mem.Vec] = pl.load(
                a, [i * 64, 0], [64, 64]
            )
            hi: pl.Tile[[64, 64], pl.FP32, MIXED_INDEX_SLOTS[(i + 1) % 2], pl.Mem.Vec] = pl.load(
                a, [i * 64, 0], [64, 64]
            )
            s = pl.add(lo, hi)
            output = pl.store(s, [i * 64, 0], output)
        return output
