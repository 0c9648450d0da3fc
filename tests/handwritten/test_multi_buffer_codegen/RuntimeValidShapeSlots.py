# tests/ut/codegen/test_multi_buffer_codegen.py::<module> (hand-written)
import pypto.language as pl

RUNTIME_VALID = pl.MemRef(slots=2)


@pl.program
class RuntimeValidShapeSlots:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        rows: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, RUNTIME_VALID[0], pl.Mem.Vec] = pl.load(
            a, [0, 0], [64, 64], valid_shape=[rows, 64], target_memory=pl.MemorySpace.Vec
        )
        t1: pl.Tile[[64, 64], pl.FP32, RUNTIME_VALID[1], pl.Mem.Vec] = pl.load(
            a, [0, 0], [64, 64], valid_shape=[rows, 64], target_memory=pl.MemorySpace.Vec
        )
        t2: pl.Tile[[64, 64], pl.FP32] = pl.add(t0, t1)
        return pl.store(t2, [0, 0], output)
