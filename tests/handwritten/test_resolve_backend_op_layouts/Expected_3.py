# tests/ut/ir/transforms/test_resolve_backend_op_layouts.py::TestResolveBackendOpLayouts::test_rewrites_column_vector_cast_through_row_major_reshape (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        out: pl.Out[pl.Tensor[[16, 1], pl.INT16]],
    ) -> pl.Tensor[[16, 1], pl.INT16]:
        src: pl.Tile[[16, 1], pl.INT32, pl.MemorySpace.Vec] = pl.tile.create(
            [16, 1], dtype=pl.INT32, target_memory=pl.MemorySpace.Vec
        )
        src_rm: pl.Tile[[1, 16], pl.INT32, pl.MemorySpace.Vec] = pl.tile.reshape(src, [1, 16])
        narrowed_rm: pl.Tile[[1, 16], pl.INT16, pl.MemorySpace.Vec] = pl.tile.cast(
            src_rm, target_type=pl.INT16
        )
        narrowed: pl.Tile[[16, 1], pl.INT16, pl.MemorySpace.Vec] = pl.tile.reshape(
            narrowed_rm, [16, 1]
        )
        stored: pl.Tensor[[16, 1], pl.INT16] = pl.store(narrowed, [0, 0], out)
        return stored
