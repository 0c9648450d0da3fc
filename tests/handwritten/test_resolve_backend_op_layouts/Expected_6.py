# tests/ut/ir/transforms/test_resolve_backend_op_layouts.py::TestResolveBackendOpLayouts::test_repairs_eval_stmt_mscatter_inputs_through_row_major_reshape (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        out: pl.Out[pl.Tensor[[256], pl.FP32]],
    ) -> pl.Tensor[[256], pl.FP32]:
        src: pl.Tile[[16, 1], pl.FP32, pl.MemorySpace.Vec] = pl.tile.create(
            [16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        idx: pl.Tile[[16, 1], pl.INT32, pl.MemorySpace.Vec] = pl.tile.create(
            [16, 1], dtype=pl.INT32, target_memory=pl.MemorySpace.Vec
        )
        src_rm: pl.Tile[[1, 16], pl.FP32, pl.MemorySpace.Vec] = pl.tile.reshape(src, [1, 16])
        idx_rm: pl.Tile[[1, 16], pl.INT32, pl.MemorySpace.Vec] = pl.tile.reshape(idx, [1, 16])
        pl.tile.mscatter(src_rm, idx_rm, out)
        return out
