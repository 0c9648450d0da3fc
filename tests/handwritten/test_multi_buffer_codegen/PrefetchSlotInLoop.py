# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

PREFETCH = pl.MemRef(slots=2)


@pl.program
class PrefetchSlotInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[320, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        pre: pl.Tile[[64, 64], pl.FP32, PREFETCH[0], pl.Mem.Vec] = pl.load(  # noqa: F841
            a, [0, 0], [64, 64], target_memory=pl.MemorySpace.Vec
        )
        for i in pl.range(4):
            nxt: pl.Tile[[64, 64], pl.FP32, PREFETCH[(i + 1) % 2], pl.Mem.Vec] = pl.load(  # noqa: F841
                a, [(i + 1) * 64, 0], [64, 64], target_memory=pl.MemorySpace.Vec
            )
            cur: pl.Tile[[64, 64], pl.FP32, PREFETCH[i % 2], pl.Mem.Vec] = pl.tile.create(
                [64, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
            )
            s: pl.Tile[[64, 64], pl.FP32] = pl.add(cur, cur)
            output = pl.store(s, [i * 64, 0], output)
        return output
