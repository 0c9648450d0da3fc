# ptoc: opt --passes=lower_pipeline_loops
# a pl.pipeline needs at least one stage
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]):
        for i in pl.pipeline(8, stage=0):
            pass
