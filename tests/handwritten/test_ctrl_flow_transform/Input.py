# tests/ut/ir/transforms/test_ctrl_flow_transform.py::test_pipeline_integration (hand-written)
import pypto.language as pl


@pl.program
class Input:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.incore():
            for i in pl.range(10):
                if i < 5:
                    continue
                x = pl.add(x, x)
        return x
