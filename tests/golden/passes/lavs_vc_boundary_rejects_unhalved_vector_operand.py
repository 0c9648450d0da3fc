# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vc_boundary_rejects_unhalved_vector_operand: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        vec: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        gathered = pl.tile.move(vec, target_memory=pl.Mem.Mat)  # noqa: F841 - V->C boundary
        out_store = pl.tile.store(vec, [0, 0], out_0)
        return out_store
