# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

SIBLING_LOOPS = pl.MemRef(slots=2)


@pl.program
class SequentialSlotsInSiblingLoops:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[256, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> pl.Tensor[[256, 64], pl.FP32]:
        for i in pl.range(2):
            lo: pl.Tile[[64, 64], pl.FP32, SIBLING_LOOPS[i % 2], pl.Mem.Vec] = pl.load(
                a, [i * 64, 0], [64, 64], target_memory=pl.MemorySpace.Vec
            )
            s0: pl.Tile[[64, 64], pl.FP32] = pl.exp(lo)
            output = pl.store(s0, [i * 64, 0], output)
        for j in pl.range(2):
            hi: pl.Tile[[64, 64], pl.FP32, SIBLING_LOOPS[j % 2], pl.Mem.Vec] = pl.load(
                a, [128 + j * 64, 0], [64, 64], target_memory=pl.MemorySpace.Vec
            )
            s1: pl.Tile[[64, 64], pl.FP32] = pl.exp(hi)
            output = pl.store(s1, [128 + j * 64, 0], output)
        return output
