# tests/ut/ir/transforms/test_resolve_backend_op_layouts.py::TestResolveBackendOpLayouts::test_rewrites_column_vector_muls_through_row_major_reshape (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        data: pl.Tensor[[16, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        chunk: pl.Tile[[16, 256], pl.FP32] = pl.tile.create(
            [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        tmp: pl.Tile[[16, 256], pl.FP32] = pl.tile.create(
            [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        partial: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_sum(chunk, tmp)
        scaled: pl.Tile[[16, 1], pl.FP32] = pl.tile.muls(partial, 2.0)
        stored: pl.Tensor[[16, 1], pl.FP32] = pl.store(scaled, [0, 0], out)
        return stored
