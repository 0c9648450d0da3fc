# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

STATIC_PREFETCH = pl.MemRef(slots=2)


@pl.program
class StaticPrefetchSlotInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[320, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        pre: pl.Tile[[64, 64], pl.FP32, STATIC_PREFETCH[0], pl.Mem.Vec] = pl.load(  # noqa: F841
            a, [0, 0], [64, 64]
        )
        for i in pl.range(2):
            next1: pl.Tile[[64, 64], pl.FP32, STATIC_PREFETCH[1], pl.Mem.Vec] = pl.load(  # noqa: F841
                a, [(2 * i + 1) * 64, 0], [64, 64]
            )
            cur0: pl.Tile[[64, 64], pl.FP32, STATIC_PREFETCH[0], pl.Mem.Vec] = pl.tile.create(
                [64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec
            )
            s0 = pl.add(cur0, cur0)
            output = pl.store(s0, [2 * i * 64, 0], output)
            next0: pl.Tile[[64, 64], pl.FP32, STATIC_PREFETCH[0], pl.Mem.Vec] = pl.load(  # noqa: F841
                a, [(2 * i + 2) * 64, 0], [64, 64]
            )
            cur1: pl.Tile[[64, 64], pl.FP32, STATIC_PREFETCH[1], pl.Mem.Vec] = pl.tile.create(
                [64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec
            )
            s1 = pl.add(cur1, cur1)
            output = pl.store(s1, [(2 * i + 1) * 64, 0], output)
        return output
