# tests/ut/ir/transforms/test_resolve_backend_op_layouts.py::TestResolveBackendOpLayouts::test_unconfigured_backend_is_left_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        src: pl.Tile[[16, 1], pl.FP32] = pl.tile.create(
            [16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        result: pl.Tile[[16, 1], pl.FP32] = pl.tile.abs(src)
        stored: pl.Tensor[[16, 1], pl.FP32] = pl.store(result, [0, 0], out)
        return stored
