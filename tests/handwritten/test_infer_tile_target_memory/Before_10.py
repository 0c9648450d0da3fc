# tests/ut/ir/transforms/test_infer_tile_target_memory.py::TestInferTileTargetMemoryEdgeCases::test_orchestration_unchanged (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x
