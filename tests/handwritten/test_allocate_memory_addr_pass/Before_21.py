# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::_dsa_pipeline_separation_program (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def pipeline_stage_separation(
        self,
        input_0: pl.Tensor[[64, 64], pl.FP32],
        input_1: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        stage_0: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(
            input_0,
            [0, 0],
            [64, 64],
            [64, 64],
            target_memory=pl.Mem.Vec,
            attrs={"pipeline_membership": "7:0"},
        )
        _stored_0 = pl.tile.store(stage_0, [0, 0], output)
        stage_1: pl.Tile[[64, 64], pl.FP32] = pl.tile.load(
            input_1,
            [0, 0],
            [64, 64],
            [64, 64],
            target_memory=pl.Mem.Vec,
            attrs={"pipeline_membership": "7:1"},
        )
        result = pl.tile.store(stage_1, [0, 0], output)
        return result
