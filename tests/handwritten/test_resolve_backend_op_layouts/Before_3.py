# tests/ut/ir/transforms/test_resolve_backend_op_layouts.py::TestResolveBackendOpLayouts::test_rewrites_column_vector_cast_through_row_major_reshape (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        out: pl.Out[pl.Tensor[[16, 1], pl.INT16]],
    ) -> pl.Tensor[[16, 1], pl.INT16]:
        src: pl.Tile[[16, 1], pl.INT32] = pl.tile.create(
            [16, 1], dtype=pl.INT32, target_memory=pl.MemorySpace.Vec
        )
        narrowed: pl.Tile[[16, 1], pl.INT16] = pl.tile.cast(src, target_type=pl.INT16)
        stored: pl.Tensor[[16, 1], pl.INT16] = pl.store(narrowed, [0, 0], out)
        return stored
