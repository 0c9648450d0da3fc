# ptoc: opt --passes=lower_pipeline_loops
# a stage count past what ptoc replicates is an error at the stage
import pypto.language as pl

@pl.program
class Before:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]):
        for i in pl.pipeline(0, n, 1, stage=100000):
            pass
