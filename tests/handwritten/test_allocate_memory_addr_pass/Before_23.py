# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_dsa_pipeline_depth_shed_accounts_for_reserved_space (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def reserved_pipeline_depth(
        self,
        input_0: pl.Tensor[[128, 240], pl.FP32],
        input_1: pl.Tensor[[128, 240], pl.FP32],
        output_0: pl.Out[pl.Tensor[[128, 240], pl.FP32]],
        output_1: pl.Out[pl.Tensor[[128, 240], pl.FP32]],
    ) -> pl.Tensor[[128, 240], pl.FP32]:
        _ = pl.reserve_buffer(name="runtime_window", size=32768)
        stage_0 = pl.tile.load(
            input_0,
            [0, 0],
            [128, 240],
            [128, 240],
            target_memory=pl.Mem.Vec,
            attrs={"pipeline_membership": "17:0"},
        )
        _stored_0 = pl.tile.store(stage_0, [0, 0], output_0)
        stage_1 = pl.tile.load(
            input_1,
            [0, 0],
            [128, 240],
            [128, 240],
            target_memory=pl.Mem.Vec,
            attrs={"pipeline_membership": "17:1"},
        )
        result = pl.tile.store(stage_1, [0, 0], output_1)
        return result
