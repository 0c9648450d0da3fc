# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_vc_boundary_keeps_non_mat_cube_placement.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vc_boundary_keeps_non_mat_cube_placement: its Before, whose lowering is compared with its Expected (lavs_vc_boundary_keeps_non_mat_cube_placement.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[128, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        value = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        left = pl.tile.move(value, target_memory=pl.Mem.Left)  # noqa: F841
        out_store = pl.tile.store(value, [0, 0], out_0)
        return out_store
