# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vc_boundary_rejects_mat_view_the_gather_cannot_realize: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[128, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        v = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        gathered = pl.tile.move(  # noqa: F841 - V->C boundary
            v,
            target_memory=pl.Mem.Mat,
            blayout=pl.TileLayout.row_major,
            slayout=pl.TileLayout.none_box,
        )
        out_store = pl.tile.store(v, [0, 0], out_0)
        return out_store
