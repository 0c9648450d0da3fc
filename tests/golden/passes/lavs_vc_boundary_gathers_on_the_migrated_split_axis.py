# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_vc_boundary_gathers_on_the_migrated_split_axis.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vc_boundary_gathers_on_the_migrated_split_axis: its Before, whose lowering is compared with its Expected (lavs_vc_boundary_gathers_on_the_migrated_split_axis.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 1], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        col = pl.tile.load(data, [0, 0], [16, 1], target_memory=pl.Mem.Vec)
        row = pl.tile.reshape(col, [1, 16])
        gathered = pl.tile.move(row, target_memory=pl.Mem.Mat)  # noqa: F841 - V->C boundary
        out_store = pl.tile.store(col, [0, 0], out_0)
        return out_store
