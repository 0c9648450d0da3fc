# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::_dsa_capacity_gated_pipeline_cost_program (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def capacity_gated_pipeline_cost(
        self,
        input_0: pl.Tensor[[128, 480], pl.FP32],
        input_1: pl.Tensor[[128, 480], pl.FP32],
        input_2: pl.Tensor[[128, 480], pl.FP32],
        output_0: pl.Out[pl.Tensor[[128, 480], pl.FP32]],
        output_1: pl.Out[pl.Tensor[[128, 480], pl.FP32]],
        output_2: pl.Out[pl.Tensor[[128, 480], pl.FP32]],
    ) -> pl.Tensor[[128, 480], pl.FP32]:
        stage_0 = pl.tile.load(
            input_0,
            [0, 0],
            [128, 480],
            [128, 480],
            target_memory=pl.Mem.Vec,
            attrs={"pipeline_membership": "11:0"},
        )
        _stored_0 = pl.tile.store(stage_0, [0, 0], output_0)
        stage_1 = pl.tile.load(
            input_1,
            [0, 0],
            [128, 480],
            [128, 480],
            target_memory=pl.Mem.Vec,
            attrs={"pipeline_membership": "11:1"},
        )
        _stored_1 = pl.tile.store(stage_1, [0, 0], output_1)
        stage_2 = pl.tile.load(
            input_2,
            [0, 0],
            [128, 480],
            [128, 480],
            target_memory=pl.Mem.Vec,
            attrs={"pipeline_membership": "11:2"},
        )
        result = pl.tile.store(stage_2, [0, 0], output_2)
        return result
