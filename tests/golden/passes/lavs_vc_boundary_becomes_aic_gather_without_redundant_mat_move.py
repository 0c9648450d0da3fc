# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_vc_boundary_becomes_aic_gather_without_redundant_mat_move.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vc_boundary_becomes_aic_gather_without_redundant_mat_move: its Before, whose lowering is compared with its Expected (lavs_vc_boundary_becomes_aic_gather_without_redundant_mat_move.expected.py)
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
        gathered = pl.tile.move(v, target_memory=pl.Mem.Mat)  # noqa: F841 - V->C boundary
        out_store = pl.tile.store(v, [0, 0], out_0)
        return out_store
